import type { MenuEntry } from '@contract/menu';
import { currentLang, textOr } from '@/lib/i18n';

/** Menu names come from the server in Chinese; the English UI translates the seeded ones by url. */
export function menuTitle(entry: Pick<MenuEntry, 'name' | 'url'>): string {
  if (currentLang() !== 'en-US' || !entry.url) return entry.name;
  return textOr(`menuNames.${entry.url}`, entry.name);
}
