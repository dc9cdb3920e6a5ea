import type { FastifyInstance } from 'fastify';
import { display } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function displayRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, display.displayList, (_input, ctx) => service.list(deps, ctx.session));
  registerEndpoint(app, deps, display.displayAdd, (input, ctx) => service.add(deps, ctx.session, input));
  registerEndpoint(app, deps, display.displayRename, (input, ctx) => service.rename(deps, ctx.session, input));
  registerEndpoint(app, deps, display.displayRevoke, (input, ctx) => service.revoke(deps, ctx.session, input.id));
  registerEndpoint(app, deps, display.wallInfo, (_input, ctx) => service.wallInfo(deps, ctx.session));
}
