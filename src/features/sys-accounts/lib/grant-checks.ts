import type { MenuEntry } from '@contract/menu';

/**
 * The check rules of the grant tree: a role holds an entry only with everything above it (a button acts on its page,
 * a page sits in its group), so checking an entry checks its parents and unchecking one unchecks everything below.
 */
export function toggleGrant(tree: readonly MenuEntry[], checked: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(checked);
  const path = pathTo(tree, id);
  const entry = path.at(-1);
  if (!entry) return next;
  if (next.has(id)) for (const below of selfAndBelow(entry)) next.delete(below.id);
  else for (const above of path) next.add(above.id);
  return next;
}

/** The entries from a top-level one down to the entry of the id (empty when it is not in the tree). */
function pathTo(tree: readonly MenuEntry[], id: number): MenuEntry[] {
  for (const entry of tree) {
    if (entry.id === id) return [entry];
    const below = pathTo(entry.children, id);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
}

function selfAndBelow(entry: MenuEntry): MenuEntry[] {
  return [entry, ...entry.children.flatMap(selfAndBelow)];
}

/** How much of an entry's sub-tree is checked: drawn as checked, partly checked (some below) or not. */
export function checkState(entry: MenuEntry, checked: ReadonlySet<number>): 'all' | 'some' | 'none' {
  if (!checked.has(entry.id)) return 'none';
  const below = entry.children.flatMap(selfAndBelow);
  return below.every((e) => checked.has(e.id)) ? 'all' : 'some';
}

/** Whether two sets hold the same ids (unsaved changes). */
export function sameIds(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}
