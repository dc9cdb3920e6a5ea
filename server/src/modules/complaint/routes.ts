import type { FastifyInstance } from 'fastify';
import { complaint } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function complaintRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, complaint.complaintSubmit, (input, ctx) => service.submit(deps, ctx.session, input));
  registerEndpoint(app, deps, complaint.complaintMine, (input, ctx) => service.mine(deps, ctx.session, input));
  registerEndpoint(app, deps, complaint.complaintDetail, (input, ctx) =>
    service.mineDetail(deps, ctx.session, input.id),
  );
  registerEndpoint(app, deps, complaint.complaintManageList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, complaint.complaintManageDetail, (input) => service.detail(deps, input.id));
  registerEndpoint(app, deps, complaint.complaintAssign, (input, ctx) => service.assign(deps, ctx.session, input));
  registerEndpoint(app, deps, complaint.complaintReply, (input, ctx) => service.reply(deps, ctx.session, input));
  registerEndpoint(app, deps, complaint.complaintResolve, (input, ctx) => service.resolve(deps, ctx.session, input.id));
}
