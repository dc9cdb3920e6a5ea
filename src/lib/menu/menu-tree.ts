import type { MenuEntry } from '@contract/menu';
import { paths } from '@/lib/paths';

/**
 * Paths every signed-in user may open, whatever their menu: the home, the error and refresh routes, and version
 * history, which the header's user menu offers every account (spec section 2) and whose calls need no unit.
 */
export const ALWAYS_PERMITTED = [
  paths.dashboard,
  paths.forbidden,
  paths.notFound,
  paths.redirect,
  paths.message.versions,
  paths.message.versionDetail.pattern,
];

function matches(path: string, base: string): boolean {
  const b = base.trim();
  return b !== '' && (path === b || path.startsWith(b.endsWith('/') ? b : `${b}/`));
}

/** Every 'menu' entry of a tree, depth first. */
export function flatten(tree: MenuEntry[]): MenuEntry[] {
  return tree.flatMap((m) => [m, ...flatten(m.children)]);
}

function extraPaths(entry: MenuEntry): string[] {
  return entry.routerList
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The menu entry a path belongs to: its url, a path below it, or one of its routerList paths (hidden child routes). */
export function menuForPath(tree: MenuEntry[], path: string): MenuEntry | undefined {
  const entries = flatten(tree).filter((m) => m.url && m.type === 'menu');
  // A group's url is its own page (it redirects to its default child), not a licence for every path below it.
  const pages = entries.filter((m) => !m.children.some((c) => c.type === 'menu'));
  return (
    entries.find((m) => m.url === path) ??
    entries.find((m) => extraPaths(m).some((p) => matches(path, p))) ??
    pages.filter((m) => matches(path, m.url)).sort((a, b) => b.url.length - a.url.length)[0]
  );
}

/** Spec section 2: a path outside the user's menu paths is not opened. */
export function isPermitted(tree: MenuEntry[], path: string): boolean {
  return ALWAYS_PERMITTED.some((p) => matches(path, p)) || menuForPath(tree, path) !== undefined;
}

/** A route that lists menu paths is denied when none of them is permitted. */
export function anyPermitted(tree: MenuEntry[], paths: readonly string[]): boolean {
  return paths.some((p) => isPermitted(tree, p));
}

/** The chain of entries from the top group down to the entry of a path (for the breadcrumb and highlighting). */
export function trailOf(tree: MenuEntry[], path: string): MenuEntry[] {
  const target = menuForPath(tree, path);
  if (!target) return [];
  const byId = new Map(flatten(tree).map((m) => [m.id, m]));
  const trail: MenuEntry[] = [];
  for (let m: MenuEntry | undefined = target; m; m = m.parentId === null ? undefined : byId.get(m.parentId)) {
    trail.unshift(m);
  }
  return trail;
}

/** The first page the user may open (the home may redirect to it when /dashboard is not granted). */
export function firstPermittedPath(tree: MenuEntry[]): string | undefined {
  return flatten(tree).find((m) => m.url && m.children.length === 0)?.url;
}
