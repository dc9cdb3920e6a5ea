import { menu, type ParsedRequestOf, type sysRole } from '../../../../contract';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { buildTree } from './mapping';
import { platformRoleRepo } from './platform-roles-repository';
import { menuRepo } from './repository';
import { withAncestors } from './role-grants';
import { edit } from './service';

/*
 * The platform's own roles (system side): a role holds entries of the system menu (system '001').
 * - names are unique;
 * - a saved set is closed upwards (a button brings its page, a page its group); an entry of another system refuses
 *   the whole save;
 * - the built-in role (allGrants) holds everything and is neither edited nor deleted; a role someone holds is not
 *   deleted (the refusal says how many hold it);
 * - a change holds at once: the cached grants are forgotten (edit), so the next call and menu/nav read it.
 */

/** The system menu tree and every role with its entries. */
export async function platformRoles(deps: Deps) {
  const rows = await menuRepo.ofSystem(deps.db, menu.SYSTEM_SIDE_CODE);
  const [roles, grants] = await Promise.all([platformRoleRepo.all(deps.db), platformRoleRepo.grants(deps.db)]);
  const systemIds = new Set(rows.map((r) => r.id));
  return {
    tree: buildTree(rows),
    roles: roles.map((role) => ({
      ...role,
      menuIds: role.allGrants
        ? []
        : grants.filter((g) => g.roleId === role.id && systemIds.has(g.menuId)).map((g) => g.menuId),
    })),
  };
}

export async function savePlatformRole(deps: Deps, input: ParsedRequestOf<typeof sysRole.platformRoleSave>) {
  const values = { name: input.name, remark: input.remark ?? '' };
  const id = await edit(deps, async (tx) => {
    if (input.id !== null) {
      const role = await platformRoleRepo.byId(tx, input.id);
      if (!role) throw refuse.notFound();
      if (role.allGrants) throw refuse.badRequest('e.sysRoleBuiltIn');
    }
    if (await platformRoleRepo.nameTaken(tx, values.name, input.id)) throw refuse.conflict('e.sysRoleNameTaken');
    const rows = await menuRepo.ofSystem(tx, menu.SYSTEM_SIDE_CODE);
    const systemIds = new Set(rows.map((r) => r.id));
    if (input.menuIds.some((menuId) => !systemIds.has(menuId))) throw refuse.badRequest('e.sysRoleGrantUnknown');
    const roleId = input.id ?? (await platformRoleRepo.insert(tx, values));
    if (input.id !== null) await platformRoleRepo.update(tx, roleId, values);
    await platformRoleRepo.replaceGrants(tx, roleId, [...withAncestors(rows, input.menuIds)]);
    return roleId;
  });
  return { id };
}

export async function deletePlatformRole(deps: Deps, id: number) {
  await edit(deps, async (tx) => {
    const role = await platformRoleRepo.byId(tx, id);
    if (!role) throw refuse.notFound();
    if (role.allGrants) throw refuse.badRequest('e.sysRoleBuiltIn');
    const holders = await platformRoleRepo.holderCount(tx, id);
    if (holders > 0) throw refuse.badRequest('e.sysRoleInUse', holders);
    await platformRoleRepo.remove(tx, id);
  });
  return null;
}
