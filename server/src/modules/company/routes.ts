import type { FastifyInstance } from 'fastify';
import { account } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function companyRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, account.listUnitsByUser, (_input, ctx) => service.listUnits(deps, ctx.session));
  registerEndpoint(app, deps, account.listCompanies, (input, ctx) =>
    service.listUnits(deps, ctx.session, input.companyType),
  );
  registerEndpoint(app, deps, account.registerUnit, (input, ctx) => service.registerUnit(deps, ctx.session, input));
}
