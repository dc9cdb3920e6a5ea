import type { FastifyInstance } from 'fastify';
import { anomaly } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';
import { weeklyReport } from './weekly-report';

export function anomalyRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, anomaly.anomalyRules, (_input, ctx) => service.rules(deps, ctx.session));
  registerEndpoint(app, deps, anomaly.anomalyRulesUpdate, (input, ctx) => service.saveRules(deps, ctx.session, input));
  registerEndpoint(app, deps, anomaly.anomalyList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, anomaly.anomalyOpenCount, (_input, ctx) => service.openCount(deps, ctx.session));
  registerEndpoint(app, deps, anomaly.anomalyDetail, (input, ctx) => service.detail(deps, ctx.session, input.id));
  registerEndpoint(app, deps, anomaly.anomalyAct, (input, ctx) => service.act(deps, ctx.session, input));
  registerEndpoint(app, deps, anomaly.anomalyAssign, (input, ctx) => service.assign(deps, ctx.session, input));
  registerEndpoint(app, deps, anomaly.anomalyComment, (input, ctx) => service.comment(deps, ctx.session, input));
  registerEndpoint(app, deps, anomaly.anomalyWeeklyReport, (input, ctx) =>
    weeklyReport(deps, ctx.session, input, ctx.lang),
  );
}
