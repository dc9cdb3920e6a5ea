import type { FastifyInstance } from 'fastify';
import { org } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function departmentRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, org.orgList, (_input, ctx) => service.list(deps, ctx.session));
  registerEndpoint(app, deps, org.orgAdd, (input, ctx) => service.add(deps, ctx.session, input));
  registerEndpoint(app, deps, org.orgUpdate, (input, ctx) => service.update(deps, ctx.session, input));
  registerEndpoint(app, deps, org.orgDelete, (input, ctx) => service.remove(deps, ctx.session, input.id));
}
