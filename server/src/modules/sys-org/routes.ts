import type { FastifyInstance } from 'fastify';
import { sysOrg } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function sysOrgRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, sysOrg.orgQuery, () => service.tree(deps));
  registerEndpoint(app, deps, sysOrg.orgSave, (input) => service.save(deps, input));
  registerEndpoint(app, deps, sysOrg.orgUpdate, (input) => service.update(deps, input));
  registerEndpoint(app, deps, sysOrg.orgDelete, (input) => service.remove(deps, input.id));
  registerEndpoint(app, deps, sysOrg.orgAccounts, (input) => service.accounts(deps, input.departmentId));
  registerEndpoint(app, deps, sysOrg.orgAssign, (input) => service.assign(deps, input));
}
