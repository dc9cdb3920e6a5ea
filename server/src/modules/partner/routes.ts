import type { FastifyInstance } from 'fastify';
import { unit } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function partnerRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, unit.partnerApplySave, (input, ctx) => service.save(deps, ctx.session, input));
  registerEndpoint(app, deps, unit.partnerApplyList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, unit.partnerApplyDetail, (input, ctx) => service.detail(deps, ctx.session, input.id));
  registerEndpoint(app, deps, unit.partnerApplyUpdate, (input) => service.review(deps, input));
  registerEndpoint(app, deps, unit.partnerDeliveryTime, (input) =>
    service.setDeliveryTime(deps, input.id, input.deliveryTime),
  );
  registerEndpoint(app, deps, unit.dataRuleRefresh, () => service.refreshRules(deps));
}
