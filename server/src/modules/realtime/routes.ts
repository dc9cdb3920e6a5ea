import type { FastifyInstance } from 'fastify';
import { realtime } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function realtimeRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, realtime.realtimeEvents, (input, ctx) => service.backfill(deps, ctx.session, input));
}
