import type { FastifyInstance } from 'fastify';
import { unit } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function configRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, unit.configList, (_input, ctx) => service.list(deps, ctx.session, ctx.lang));
  registerEndpoint(app, deps, unit.companyConfigList, (_input, ctx) => service.enabledKeys(deps, ctx.session));
  registerEndpoint(app, deps, unit.companyConfigUpdate, (input, ctx) => service.update(deps, ctx.session, input));
}
