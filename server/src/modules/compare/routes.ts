import type { FastifyInstance } from 'fastify';
import { compare } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import { report } from './report';
import * as service from './service';

export function compareRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, compare.compareCreate, (input, ctx) => service.create(deps, ctx.session, input));
  registerEndpoint(app, deps, compare.compareList, (input, ctx) => service.list(deps, ctx.session, input, ctx.lang));
  registerEndpoint(app, deps, compare.compareDetail, (input, ctx) =>
    service.detail(deps, ctx.session, input.id, ctx.lang),
  );
  registerEndpoint(app, deps, compare.compareReport, (input, ctx) => report(deps, ctx.session, input.id, ctx.lang));
  registerEndpoint(app, deps, compare.compareExpectedArea, (input, ctx) =>
    service.markExpectedArea(deps, ctx.session, input),
  );
}
