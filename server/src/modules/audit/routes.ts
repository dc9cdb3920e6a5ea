import type { FastifyInstance } from 'fastify';
import { audit } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function auditRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, audit.operateLog, (input, ctx) => service.operateLog(deps, ctx.session, input));
  registerEndpoint(app, deps, audit.loginLog, (input) => service.loginLog(deps, input));
  registerEndpoint(app, deps, audit.loginLogSearch, (input) => service.loginLog(deps, input));
  registerEndpoint(app, deps, audit.verify, (input, ctx) => service.verify(deps, ctx.session, input));
}
