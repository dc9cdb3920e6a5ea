import { menu, type ParsedRequestOf, type sysRole } from '../../../../contract';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { buildTree } from './mapping';
import { menuRepo, type MenuRow } from './repository';
import { edit } from './service';

/*
 * The staff roles' grants (system side): a role holds staff menu entries (system '003'), the same in every unit.
 * - a saved set is closed upwards: a button brings the menu it acts on, a menu the groups above it;
 * - an id that is not a staff menu entry refuses the whole save (nothing changes);
 * - the change holds at once: the cached grants are forgotten (edit), so the next menu/nav and permission check read it.
 */

/** The staff menu tree and the ids the role holds. */
export async function grantsOfRole(deps: Deps, role: number) {
  const rows = await menuRepo.ofSystem(deps.db, menu.STAFF_SYSTEM_CODE);
  const staffIds = new Set(rows.map((r) => r.id));
  const grantedIds = (await menuRepo.grantedIds(deps.db, role)).filter((id) => staffIds.has(id));
  return { tree: buildTree(rows), grantedIds };
}

/** The ids with every entry above them (a broken or circular chain ends the walk). */
export function withAncestors(rows: MenuRow[], ids: Iterable<number>): Set<number> {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const closed = new Set<number>();
  for (const id of ids) {
    for (let at: number | null | undefined = id; at != null && !closed.has(at); at = parentOf.get(at)) closed.add(at);
  }
  return closed;
}

export async function saveGrantsOfRole(
  deps: Deps,
  input: ParsedRequestOf<typeof sysRole.roleGrantsSave>,
): Promise<null> {
  await edit(deps, async (tx) => {
    const rows = await menuRepo.ofSystem(tx, menu.STAFF_SYSTEM_CODE);
    const staffIds = new Set(rows.map((r) => r.id));
    if (input.menuIds.some((id) => !staffIds.has(id))) throw refuse.badRequest('e.roleGrantUnknown');
    await menuRepo.replaceGrants(tx, input.role, [...withAncestors(rows, input.menuIds)]);
  });
  return null;
}
