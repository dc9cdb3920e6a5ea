import type { FastifyInstance } from 'fastify';
import { menu, sysRole } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import { deletePlatformRole, platformRoles, savePlatformRole } from './platform-roles';
import { grantsOfRole, saveGrantsOfRole } from './role-grants';
import * as service from './service';

export function menuRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, menu.menuNav, (_input, ctx) => service.nav(deps, ctx.session));
  registerEndpoint(app, deps, menu.menuList, (input, ctx) => service.list(deps, ctx.session, input.systemCode));
  registerEndpoint(app, deps, menu.menuSave, (input, ctx) => service.save(deps, ctx.session, input));
  registerEndpoint(app, deps, menu.menuUpdate, (input, ctx) => service.update(deps, ctx.session, input));
  registerEndpoint(app, deps, menu.menuDelete, (input, ctx) => service.remove(deps, ctx.session, input.id));
  registerEndpoint(app, deps, menu.systemSelect, () => service.systemSelect(deps));
  registerEndpoint(app, deps, sysRole.roleGrants, (input) => grantsOfRole(deps, input.role));
  registerEndpoint(app, deps, sysRole.roleGrantsSave, (input) => saveGrantsOfRole(deps, input));
  registerEndpoint(app, deps, sysRole.platformRoles, () => platformRoles(deps));
  registerEndpoint(app, deps, sysRole.platformRoleSave, (input) => savePlatformRole(deps, input));
  registerEndpoint(app, deps, sysRole.platformRoleDelete, (input) => deletePlatformRole(deps, input.id));
}
