import { isInitialsQuery, matchesInitials, pinyinInitials } from '../../../../contract/pinyin-initials';
import type { Deps } from '../../deps';

/**
 * A unit's device and member names (with numbers and phones), kept briefly per node with their pinyin initials: the
 * palette asks once per pause in typing, and matching a few hundred names here costs far less than asking the
 * database each time (and the collator's initials cannot be asked of it at all). A rename, a new device or member
 * shows within NAMES_TTL_MS; the rows shown are then read from the database, so nothing stale is displayed.
 */
const NAMES_TTL_MS = 15_000;
/** The most matches one search passes on to the database (the palette shows a few anyway). */
const MAX_KEYS = 200;

/** One named row: its key, its name and the other texts it is found by (number, phone). */
export interface Named<K> {
  key: K;
  name: string;
  other: string;
}
interface Indexed {
  key: unknown;
  texts: string[];
  initials: string[];
}
interface Entry {
  expiresAt: number;
  rows: Promise<Indexed[]>;
}

const caches = new WeakMap<Deps, Map<string, Entry>>();

function cachedRows<K>(deps: Deps, cacheKey: string, load: () => Promise<Array<Named<K>>>): Promise<Indexed[]> {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map()));
  const now = deps.now().getTime();
  const hit = cache.get(cacheKey);
  if (hit && hit.expiresAt > now) return hit.rows;
  const rows = load().then((list) =>
    list.map((r) => ({
      key: r.key as unknown,
      texts: [r.name.toLowerCase(), r.other.toLowerCase()],
      initials: pinyinInitials(r.name),
    })),
  );
  const entry: Entry = { expiresAt: now + NAMES_TTL_MS, rows };
  cache.set(cacheKey, entry);
  // A failed load is not remembered.
  rows.catch(() => cache.get(cacheKey) === entry && cache.delete(cacheKey));
  return rows;
}

/** The keys of the rows whose name or other text contains the query, or whose name has it as pinyin initials. */
export async function matchingKeys<K>(
  deps: Deps,
  cacheKey: string,
  query: string,
  load: () => Promise<Array<Named<K>>>,
): Promise<K[]> {
  const q = query.toLowerCase();
  const initials = isInitialsQuery(q);
  const keys: K[] = [];
  for (const row of await cachedRows(deps, cacheKey, load)) {
    if (keys.length >= MAX_KEYS) break;
    if (row.texts.some((t) => t.includes(q)) || (initials && matchesInitials(row.initials, q))) keys.push(row.key as K);
  }
  return keys;
}
