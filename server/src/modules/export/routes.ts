import type { FastifyInstance } from 'fastify';
import { useRecord } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function exportRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, useRecord.exportCreate, (input, ctx) => service.create(deps, ctx.session, input));
  registerEndpoint(app, deps, useRecord.exportList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, useRecord.exportDetail, (input, ctx) => service.detail(deps, ctx.session, input.id));
  app.addHook('onReady', () => service.startExports(deps));
  app.addHook('onClose', () => service.stopExports(deps));
}
