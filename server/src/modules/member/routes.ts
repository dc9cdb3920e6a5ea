import type { FastifyInstance } from 'fastify';
import { org, unit } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function memberRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, org.roleList, (_input, ctx) => service.roleList(deps, ctx.session, ctx.lang));
  registerEndpoint(app, deps, org.memberList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, org.memberDetail, (input, ctx) => service.detail(deps, ctx.session, input.userId));
  registerEndpoint(app, deps, org.memberAdd, (input, ctx) => service.add(deps, ctx.session, input));
  registerEndpoint(app, deps, org.memberUpdate, (input, ctx) => service.update(deps, ctx.session, input));
  registerEndpoint(app, deps, unit.isDisablePhone, (input, ctx) =>
    service.isDisabledPhone(deps, ctx.session, input.phone),
  );
  registerEndpoint(app, deps, org.changeSuperAdmin, (input, ctx) =>
    service.changeSuperAdmin(deps, ctx.session, input.userId),
  );
}
