import type { menu } from '../../../../contract';
import type { MenuRow } from './repository';

type MenuEntry = menu.MenuEntry;

/**
 * Builds the tree of the rows (already in menu order) from the top-level entries down. `keep` decides which rows enter
 * it; a row whose parent did not enter stays out too, and so does anything on a broken or circular chain.
 */
export function buildTree(rows: MenuRow[], keep: (row: MenuRow) => boolean = () => true): MenuEntry[] {
  const childrenOf = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    if (keep(row)) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  }
  const placed = new Set<number>();
  const build = (row: MenuRow): MenuEntry => {
    placed.add(row.id);
    const children = (childrenOf.get(row.id) ?? []).filter((child) => !placed.has(child.id));
    return { ...row, children: children.map(build) };
  };
  return (childrenOf.get(null) ?? []).map(build);
}

/**
 * The menus (no buttons) a holder of `granted` sees: a granted entry without sub-menus, and any menu with a visible
 * sub-menu (a group appears when one of its entries is granted).
 */
export function visibleMenuIds<R extends MenuRow>(rows: R[], granted: (row: R) => boolean): Set<number> {
  const menuRows = rows.filter((r) => r.type === 'menu');
  const childrenOf = new Map<number | null, R[]>();
  for (const row of menuRows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const visible = new Set<number>();
  const visit = (row: R, depth: number): boolean => {
    const children = depth < 64 ? (childrenOf.get(row.id) ?? []) : [];
    let any = false;
    for (const child of children) any = visit(child, depth + 1) || any;
    const shown = children.length === 0 ? granted(row) : any;
    if (shown) visible.add(row.id);
    return shown;
  };
  for (const root of childrenOf.get(null) ?? []) visit(root, 0);
  return visible;
}
