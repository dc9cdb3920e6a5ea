import type { FastifyInstance } from 'fastify';
import { search } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function searchRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, search.quickSearch, (input, ctx) => service.quick(deps, ctx.session, input));
}
