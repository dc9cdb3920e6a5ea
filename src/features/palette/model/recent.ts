import { readSession } from '@/lib/storage';

/** Something opened from the palette, offered again before anything is typed. */
export interface RecentItem {
  /** 'page', or the kind of record. */
  kind: string;
  title: string;
  detail: string;
  path: string;
}

/** How many recent items the palette keeps. */
export const MAX_RECENT = 8;

/** Kept per user and unit (a unit's records mean nothing in another), in this browser only. */
function storageKey(): string | null {
  const session = readSession();
  return session ? `palette-recent:${session.userId}:${session.companyId ?? 'system'}` : null;
}

export function readRecent(): RecentItem[] {
  const key = storageKey();
  if (!key) return [];
  try {
    const items = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(items) ? (items as RecentItem[]).filter((i) => typeof i?.path === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts the item first (once) and keeps the newest MAX_RECENT. */
export function rememberRecent(item: RecentItem): void {
  const key = storageKey();
  if (!key) return;
  const items = [item, ...readRecent().filter((i) => i.path !== item.path)].slice(0, MAX_RECENT);
  localStorage.setItem(key, JSON.stringify(items));
}
