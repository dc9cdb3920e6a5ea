import type { FastifyInstance } from 'fastify';
import { platform, unit } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as applications from './applications';
import * as service from './service';

export function quotaRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, unit.quotaList, (_input, ctx) => service.list(deps, ctx.session));
  registerEndpoint(app, deps, unit.deviceCount, (_input, ctx) => service.deviceCount(deps, ctx.session));
  registerEndpoint(app, deps, platform.unitQuotas, (input) => service.unitQuotas(deps, input.companyId));
  registerEndpoint(app, deps, platform.quotaSet, (input) =>
    service.setUnitLimit(deps, input.companyId, input.item, input.limit),
  );
  registerEndpoint(app, deps, platform.quotaApply, (input, ctx) => applications.apply(deps, ctx.session, input));
  registerEndpoint(app, deps, platform.quotaApplyList, (input, ctx) => applications.list(deps, ctx.session, input));
  registerEndpoint(app, deps, platform.quotaApplyReview, (input) => applications.review(deps, input));
}
