import type { Deps } from '../../deps';
import { useRecordRepo, type UseFilter, type UseStats } from './repository';
import { filterKeyOf, statsOf } from './shared-reads';

/*
 * Exact `total`s at a million rows without counting them on every page (DESIGN section 9).
 *
 * Every insert goes through useRecordRepo.insert, which takes the unit's use_record_stats row lock BEFORE the id is
 * handed out and writes (total + 1, max_id) in the same transaction. So ids are committed in lock order, and once
 * max_id = M is visible, every record with id <= M is visible too and none will appear later.
 *
 * - no filter: the total is the stats row's `total` (exact, transactional);
 * - a filter: the count of ids <= M is remembered with M and the list version; when max_id has moved on, only the
 *   ids in (M, M'] are counted and added. A record whose filtered fields change (an operator's correction, a
 *   migration) raises the version (a trigger, in the transaction of the change), and the filter is counted afresh.
 */

interface Entry {
  maxId: number;
  version: number | null;
  count: number;
}

const MAX_ENTRIES = 5000;
const caches = new WeakMap<Deps, Map<string, Entry>>();
const pending = new WeakMap<Deps, Map<string, Promise<Entry>>>();

function mapOf<V>(store: WeakMap<Deps, Map<string, V>>, deps: Deps): Map<string, V> {
  let map = store.get(deps);
  if (!map) store.set(deps, (map = new Map()));
  return map;
}

function isEmpty(filter: UseFilter): boolean {
  return Object.values(filter).every((v) => v === undefined);
}

/** The filter's exact count, as of `stats` (the unit's stats row this request read; read here when not given). */
export async function exactTotal(deps: Deps, companyId: number, filter: UseFilter, given?: UseStats): Promise<number> {
  const stats = given ?? (await statsOf(deps, companyId));
  if (isEmpty(filter)) return stats.total;
  const key = filterKeyOf(companyId, filter);
  const cache = mapOf(caches, deps);
  const { maxId, version } = stats;
  const hit = cache.get(key);
  const current = hit?.version === version ? hit : undefined;
  if (current?.maxId === maxId) return current.count;
  const inFlight = mapOf(pending, deps);
  const flightKey = `${key}@${maxId}@${version}`;
  let work = inFlight.get(flightKey);
  if (!work) {
    const from = current && current.maxId < maxId ? current : { maxId: 0, count: 0 };
    work = useRecordRepo
      .countBetween(deps.db, companyId, filter, from.maxId, maxId)
      .then((n) => ({ maxId, version, count: from.count + n }))
      .finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, work);
  }
  const entry = await work;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  // Versions only grow, and so do ids: the newest count stays.
  const kept = cache.get(key);
  if (!kept || (kept.version ?? -1) < (version ?? -1) || (kept.version === version && kept.maxId < maxId))
    cache.set(key, entry);
  return entry.count;
}
