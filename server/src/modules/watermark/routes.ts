import type { FastifyInstance } from 'fastify';
import { document } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as rules from './rules';
import * as service from './service';

export function watermarkRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, document.addWatermark, (input, ctx) => service.issue(deps, ctx.session, input));
  registerEndpoint(app, deps, document.detectWatermark, (input, ctx) =>
    service.detect(deps, ctx.session, input.fileId),
  );
  registerEndpoint(app, deps, document.issuanceList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, document.ruleDetail, (_input, ctx) => rules.ruleOf(deps, ctx.session.companyId!));
  registerEndpoint(app, deps, document.ruleUpdate, (input, ctx) => rules.updateRule(deps, ctx.session, input));
}
