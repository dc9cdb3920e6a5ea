import type { FastifyInstance } from 'fastify';
import { template } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function templateRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, template.templateList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, template.templateDetail, (input, ctx) => service.detail(deps, ctx.session, input.id));
  registerEndpoint(app, deps, template.templateAdd, (input, ctx) => service.add(deps, ctx.session, input));
  registerEndpoint(app, deps, template.templateUpdate, (input, ctx) => service.update(deps, ctx.session, input));
  registerEndpoint(app, deps, template.templateDelete, (input, ctx) => service.remove(deps, ctx.session, input.id));
}
