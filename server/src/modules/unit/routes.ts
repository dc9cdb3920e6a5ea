import type { FastifyInstance } from 'fastify';
import { account, unit } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function unitRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, account.listUnitsByUser, (_input, ctx) => service.listUnits(deps, ctx.session));
  registerEndpoint(app, deps, account.listCompanies, (input, ctx) =>
    service.listUnits(deps, ctx.session, input.companyType),
  );
  registerEndpoint(app, deps, account.registerUnit, (input, ctx) => service.registerUnit(deps, ctx.session, input));
  registerEndpoint(app, deps, unit.companyManage, (_input, ctx) => service.manage(deps, ctx.session));
  registerEndpoint(app, deps, unit.companyUpdate, (input, ctx) => service.update(deps, ctx.session, input));
  registerEndpoint(app, deps, unit.subsidiaryList, (input, ctx) => service.subsidiaries(deps, ctx.session, input));
  registerEndpoint(app, deps, unit.subsidiaryAdd, (input, ctx) => service.addSubsidiary(deps, ctx.session, input));
  registerEndpoint(app, deps, unit.companyDelete, (input, ctx) =>
    service.removeSubsidiary(deps, ctx.session, input.companyId),
  );
  registerEndpoint(app, deps, unit.companyParent, (_input, ctx) => service.parent(deps, ctx.session));
  registerEndpoint(app, deps, unit.companySessionId, async (_input, ctx) => service.sessionUnit(ctx.session));
  registerEndpoint(app, deps, unit.adminCompanies, (input) => service.allUnits(deps, input));
  registerEndpoint(app, deps, unit.loginUrl, async () => service.loginUrl(deps));
}
