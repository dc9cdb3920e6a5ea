import type { MenuEntry } from '@contract/menu';
import { isInitialsQuery, matchesInitials, pinyinInitials } from '@contract/pinyin-initials';
import type { SearchGroup, SearchHit, SearchKind } from '@contract/search';
import { flatten } from '@/lib/menu';
import { menuTitle } from '@/lib/menu-title';
import { paths } from '@/lib/paths';
import type { RecentItem } from './recent';

export type PaletteGroupId = 'actions' | 'recent' | 'pages' | SearchKind;

/** One line of the palette: it opens a path, or runs an action. */
export interface PaletteItem {
  id: string;
  group: PaletteGroupId;
  title: string;
  detail: string;
  path?: string;
  run?: () => void;
  /** What the recent list keeps when it is opened ('page' or the record's kind); actions are not kept. */
  recentKind?: string;
}

export interface PaletteGroup {
  id: PaletteGroupId;
  items: PaletteItem[];
  /** The server found more records than it sent. */
  more?: boolean;
}

/** How many pages the palette lists for a query. */
const MAX_PAGES = 8;

/** The page of a found record (the routes of src/lib/paths.ts). */
export function pathOfHit(hit: Pick<SearchHit, 'kind' | 'key'>): string {
  switch (hit.kind) {
    case 'device':
      return paths.device.detail(hit.key);
    case 'member':
      return paths.unit.memberDetail(hit.key);
    case 'application':
      return paths.apply.detail(hit.key);
    case 'authorization':
      return paths.authorization.detail(hit.key);
  }
}

/** Whether a text matches the query: contained in it, or the query is its pinyin initials (合同 ← ht). */
export function textMatches(text: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  if (text.toLowerCase().includes(q)) return true;
  return isInitialsQuery(q) && matchesInitials(pinyinInitials(text), q);
}

/** The pages of the user's menu (entries that open a page, not groups), titled in the current language. */
export function menuPages(tree: MenuEntry[]): PaletteItem[] {
  const parents = new Map(flatten(tree).map((m) => [m.id, m]));
  return flatten(tree)
    .filter((m) => m.type === 'menu' && m.url && !m.children.some((c) => c.type === 'menu'))
    .map((m) => {
      const parent = m.parentId === null ? undefined : parents.get(m.parentId);
      return {
        id: `page:${m.url}`,
        group: 'pages' as const,
        title: menuTitle(m),
        detail: parent ? menuTitle(parent) : '',
        path: m.url,
        recentKind: 'page',
      };
    });
}

export function matchingPages(pages: readonly PaletteItem[], query: string): PaletteItem[] {
  return pages.filter((p) => textMatches(p.title, query) || textMatches(p.detail, query)).slice(0, MAX_PAGES);
}

export function recentItems(recent: readonly RecentItem[]): PaletteItem[] {
  return recent.map((r) => ({
    id: `recent:${r.path}`,
    group: 'recent',
    title: r.title,
    detail: r.detail,
    path: r.path,
    recentKind: r.kind,
  }));
}

export function hitGroups(groups: readonly SearchGroup[]): PaletteGroup[] {
  return groups.map((g) => ({
    id: g.kind,
    more: g.more,
    items: g.hits.map((h) => ({
      id: `${h.kind}:${h.key}`,
      group: h.kind,
      title: h.title,
      detail: h.detail,
      path: pathOfHit(h),
      recentKind: h.kind,
    })),
  }));
}
