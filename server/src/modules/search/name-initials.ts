import { isInitialsQuery, matchesInitials, pinyinInitials } from '../../../../contract/pinyin-initials';
import type { Deps } from '../../deps';

/**
 * Pinyin initials of a unit's device and member names, kept briefly per node: computing them takes the collator a
 * few milliseconds for 300 names, which a palette typing a query per keystroke would otherwise pay each time. A
 * rename shows in the initials within NAMES_TTL_MS; text and numbers are always matched in the database.
 */
const NAMES_TTL_MS = 15_000;
/** The most initials matches one search passes on to the database (the rest would not be shown anyway). */
const MAX_KEYS = 200;

interface Named<K> {
  key: K;
  name: string;
}
interface Entry {
  expiresAt: number;
  names: Promise<Array<{ key: unknown; initials: string[] }>>;
}

const caches = new WeakMap<Deps, Map<string, Entry>>();

/** The keys of the named rows whose initials match the query (none unless the query is letters only). */
export async function keysByInitials<K>(
  deps: Deps,
  cacheKey: string,
  query: string,
  load: () => Promise<Array<Named<K>>>,
): Promise<K[]> {
  if (!isInitialsQuery(query)) return [];
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map()));
  const now = deps.now().getTime();
  let entry = cache.get(cacheKey);
  if (!entry || entry.expiresAt <= now) {
    const names = load().then((rows) => rows.map((r) => ({ key: r.key as unknown, initials: pinyinInitials(r.name) })));
    const fresh: Entry = { expiresAt: now + NAMES_TTL_MS, names };
    cache.set(cacheKey, (entry = fresh));
    // A failed load is not remembered.
    names.catch(() => cache.get(cacheKey) === fresh && cache.delete(cacheKey));
  }
  const names = await entry.names;
  const keys: K[] = [];
  for (const n of names) {
    if (keys.length >= MAX_KEYS) break;
    if (matchesInitials(n.initials, query)) keys.push(n.key as K);
  }
  return keys;
}
