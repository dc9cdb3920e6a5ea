import type { FastifyInstance } from 'fastify';
import { audit, useRecord } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';
import * as systemExports from './system-exports';

export function exportRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, useRecord.exportCreate, (input, ctx) => service.create(deps, ctx.session, input));
  registerEndpoint(app, deps, useRecord.exportList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, useRecord.exportDetail, (input, ctx) => service.detail(deps, ctx.session, input.id));
  registerEndpoint(app, deps, audit.exportCreate, (input, ctx) =>
    systemExports.createOperateLogExport(deps, ctx.session, input),
  );
  registerEndpoint(app, deps, audit.exportList, (input, ctx) => systemExports.listOwn(deps, ctx.session, input));
  registerEndpoint(app, deps, audit.exportDetail, (input, ctx) => systemExports.detailOwn(deps, ctx.session, input.id));
  app.addHook('onReady', () => service.startExports(deps));
  app.addHook('onClose', () => service.stopExports(deps));
}
