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
 * - a filter: the count of ids <= M is remembered with M; when max_id has moved on, only the ids in (M, M'] are
 *   counted and added. Records are never deleted and the filtered fields never change, so this stays exact.
 */

interface Entry {
  maxId: number;
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
  const hit = cache.get(key);
  if (hit && hit.maxId === stats.maxId) return hit.count;
  const inFlight = mapOf(pending, deps);
  const flightKey = `${key}@${stats.maxId}`;
  let work = inFlight.get(flightKey);
  if (!work) {
    const from = hit && hit.maxId < stats.maxId ? hit : { maxId: 0, count: 0 };
    work = useRecordRepo
      .countBetween(deps.db, companyId, filter, from.maxId, stats.maxId)
      .then((n) => ({ maxId: stats.maxId, count: from.count + n }))
      .finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, work);
  }
  const entry = await work;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const current = cache.get(key);
  if (!current || current.maxId < entry.maxId) cache.set(key, entry);
  return entry.count;
}
