import { shared } from '../../db/coalesce';
import type { Deps } from '../../deps';
import type { UseFilter, UseRow, UseStats } from './repository';
import { filterKeyOf, pageOf } from './shared-reads';

/*
 * Pages of the use-record list and checked filter ids, remembered between requests (DESIGN section 9).
 *
 * Consoles poll the same pages; at a million records a page costs several times a small statement, and sharing it
 * between concurrent requests (shared-reads.ts) still runs it once per turn of the event loop. Here a page read once
 * serves the following requests for as long as the unit's list version (use_record_stats.version) stands.
 *
 * As fresh as a statement of the request's own: triggers (migration 0008) raise the version in the transaction of
 * every change to what a page shows - a record inserted or updated (photo_count), a device, member, department or
 * account name of the unit changed, added or removed - whatever code makes it, on whichever node. Every request reads
 * the stats row after it arrived; a remembered page is served only under the very version that read returned.
 * A page is remembered under the version its request read BEFORE asking for it: the rows are at least that new. Had a
 * change committed in between, the version any later request reads differs from the label, and the page is read
 * again; so an equal version means nothing changed since the rows were read.
 *
 * The same holds for a filter's ids (device, member, department) found in the unit: they cannot leave it without
 * raising the version (a refusal is not remembered). Nothing here is the only copy of anything: the database is
 * the source, every node keeps its own pages, and a new node starts empty.
 */

/** At most this many rows remembered per database handle; when full, everything is dropped and read again. */
const MAX_ROWS = 20_000;

interface Store {
  pages: Map<string, { version: number; rows: UseRow[] }>;
  rows: number;
  filters: Map<string, number>;
}

const stores = new WeakMap<Deps, Store>();

function storeOf(deps: Deps): Store {
  let store = stores.get(deps);
  if (!store) stores.set(deps, (store = { pages: new Map(), rows: 0, filters: new Map() }));
  return store;
}

/** One page of the list, in list order: remembered when read under `stats.version`, else read (and remembered). */
export async function listPage(
  deps: Deps,
  companyId: number,
  filter: UseFilter,
  offset: number,
  limit: number,
  stats: UseStats,
): Promise<UseRow[]> {
  const { version } = stats;
  // No stats row, no version to check against: the page is read every time (the unit has no records anyway).
  if (version === null) return pageOf(deps, companyId, filter, offset, limit);
  const store = storeOf(deps);
  const key = `${filterKeyOf(companyId, filter)}:${offset}:${limit}`;
  const hit = store.pages.get(key);
  if (hit?.version === version) return hit.rows;
  const rows = await pageOf(deps, companyId, filter, offset, limit);
  const current = store.pages.get(key);
  if (current && current.version >= version) return rows;
  store.rows -= current?.rows.length ?? 0;
  if (store.rows + rows.length > MAX_ROWS) {
    store.pages.clear();
    store.rows = 0;
  }
  store.pages.set(key, { version, rows });
  store.rows += rows.length;
  return rows;
}

/**
 * Runs `check` (which throws when an id of the filter is not the unit's) unless it passed under `stats.version`;
 * concurrent requests of the same `key` (naming the unit and every id) share one check.
 */
export async function checkFilterIds(
  deps: Deps,
  key: string,
  stats: UseStats,
  check: () => Promise<void>,
): Promise<void> {
  const { version } = stats;
  const filters = storeOf(deps).filters;
  if (version !== null && filters.get(key) === version) return;
  await shared(deps.db, `use-filter-ids:${key}`, check);
  if (version === null) return;
  if (filters.size >= MAX_ROWS) filters.clear();
  filters.set(key, Math.max(version, filters.get(key) ?? version));
}
