import type { MenuEntry } from '@contract/menu';
import { i18n } from '@/lib/i18n';

/** Menu names come from the server in Chinese; the English UI translates the seeded ones by url. */
export function menuTitle(entry: Pick<MenuEntry, 'name' | 'url'>): string {
  if (i18n.language !== 'en-US' || !entry.url) return entry.name;
  return i18n.t(`menuNames.${entry.url}`, { defaultValue: entry.name });
}
