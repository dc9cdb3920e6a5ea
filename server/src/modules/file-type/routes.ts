import type { FastifyInstance } from 'fastify';
import { fileType } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function fileTypeRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, fileType.fileTypeList, (input, ctx) => service.list(deps, ctx.session, input.keyword));
  registerEndpoint(app, deps, fileType.fileTypeAdd, (input, ctx) => service.add(deps, ctx.session, input));
  registerEndpoint(app, deps, fileType.fileTypeUpdate, (input, ctx) => service.update(deps, ctx.session, input));
  registerEndpoint(app, deps, fileType.fileTypeDelete, (input, ctx) => service.remove(deps, ctx.session, input.id));
}
