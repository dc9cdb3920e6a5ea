import type { FastifyInstance } from 'fastify';
import { dashboard } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function dashboardRoutes(app: FastifyInstance, deps: Deps): void {
  const d = dashboard;
  registerEndpoint(app, deps, d.orgDeviceMap, (_input, ctx) => service.orgDeviceMap(deps, ctx.session));
  registerEndpoint(app, deps, d.homePageMap, (_input, ctx) => service.homePageMap(deps, ctx.session));
  registerEndpoint(app, deps, d.headStatisNum, (_input, ctx) => service.headStatisNum(deps, ctx.session));
  registerEndpoint(app, deps, d.deviceUseTimes, (input, ctx) => service.deviceUseTimes(deps, ctx.session, input));
  registerEndpoint(app, deps, d.dashboardRecent, (input, ctx) => service.recent(deps, ctx.session, input));
  registerEndpoint(app, deps, d.dashboardLayoutGet, (_input, ctx) => service.layoutOf(deps, ctx.session));
  registerEndpoint(app, deps, d.dashboardLayoutSave, (input, ctx) => service.saveLayout(deps, ctx.session, input));
  registerEndpoint(app, deps, d.dashboardLayoutReset, (_input, ctx) => service.resetLayout(deps, ctx.session));
}
