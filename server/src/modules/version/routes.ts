import type { FastifyInstance } from 'fastify';
import { message } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function versionRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, message.versionList, (input) =>
    service.list(deps, input.type, input.pageNum, input.pageSize),
  );
  registerEndpoint(app, deps, message.versionDetail, (input) => service.detail(deps, input.id));
}
