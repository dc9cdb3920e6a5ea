import type { FastifyInstance } from 'fastify';
import { unit } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function quotaRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, unit.quotaList, (_input, ctx) => service.list(deps, ctx.session));
  registerEndpoint(app, deps, unit.deviceCount, (_input, ctx) => service.deviceCount(deps, ctx.session));
}
