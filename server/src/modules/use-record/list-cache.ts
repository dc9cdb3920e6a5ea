import { shared } from '../../db/coalesce';
import type { Deps } from '../../deps';
import {
  comesBefore,
  type ListPosition,
  recordMatches,
  useRecordRepo,
  type UseFilter,
  type UseRow,
  type UseStats,
} from './repository';
import { filterKeyOf, pageOf } from './shared-reads';

/*
 * The first rows of each filter of the use-record list, remembered between requests and kept current under writes
 * (DESIGN section 9).
 *
 * Consoles poll the same pages while devices stamp: a list that every stamp threw away would be read again for every
 * page after every stamp. So a filter's "head" (its first rows in list order, up to HEAD_ROWS) is read once, by
 * keyset (the rows after the head's last one, from the list's indexes), and then follows the unit's changes, which
 * every request learns from the unit's stats row (read after the request arrived):
 * - max_id moved on: the unit's new records (ids up to max_id) are read once for all heads of the unit and merged
 *   into each head whose filter they pass. Ids are committed in the order of the stats row lock, so the records up
 *   to max_id are all there is up to it; a head that is the filter's first n rows before stays its first n after.
 * - photo_version moved on by one: only the record named in photo_record_id has a new photo count; by more, the
 *   heads' photo counts are read again (one statement per head).
 * - version moved on (a record changed or removed, a name of the unit's devices, members or departments changed,
 *   triggers in the transaction of the change): the head is read again.
 * Each stats value a head carries was read BEFORE the rows it labels, so the rows are at least that new; labels only
 * grow. A page is a slice of the head (from an offset, or after a keyset position): as fresh as a statement of the
 * request's own. Pages past HEAD_ROWS are read each time (shared by concurrent requests). Nothing here is the only copy of anything: every node keeps
 * its own heads, and a new node starts empty.
 */

/** A head never grows beyond this many rows (page 100 of 20 fits). */
const HEAD_ROWS = 2000;
/** A head grows to at least this many rows, and at least doubles, when a page past its end is asked for. */
const MIN_GROWTH = 100;
/** More new records than this since a head's last look, and it is read again rather than merged. */
const MAX_MERGE = 500;
/** At most this many rows remembered per database handle; when full, everything is dropped and read again. */
const MAX_ROWS = 20_000;

interface Head {
  key: string;
  companyId: number;
  filter: UseFilter;
  /** The filter's first rows in list order, as of the labels below. */
  rows: UseRow[];
  /** The filter has no rows beyond these. */
  complete: boolean;
  version: number;
  /** Every record of the unit with an id up to this one is in `rows` if it belongs there. */
  maxId: number;
  photoVersion: number;
  /** Slices handed out since `rows` last changed: requests for the same page get the same array (one reply). */
  slices: Map<string, UseRow[]>;
  /** The head's updates run one at a time. */
  turn: Promise<unknown>;
}

interface Store {
  heads: Map<string, Head>;
  rows: number;
  filters: Map<string, number>;
}

const stores = new WeakMap<Deps, Store>();

function storeOf(deps: Deps): Store {
  let store = stores.get(deps);
  if (!store) stores.set(deps, (store = { heads: new Map(), rows: 0, filters: new Map() }));
  return store;
}

function setRows(store: Store, head: Head, rows: UseRow[], complete: boolean): void {
  // (A head dropped while it was updated finishes its update uncounted.)
  if (store.heads.get(head.key) === head) store.rows += rows.length - head.rows.length;
  head.rows = rows;
  head.complete = complete;
  head.slices.clear();
}

/** Reads the head again from the start, `want` rows (labels as read before). */
async function reread(deps: Deps, store: Store, head: Head, stats: UseStats & { version: number }, want: number) {
  const rows = await useRecordRepo.page(deps.db, head.companyId, head.filter, 0, want);
  Object.assign(head, { version: stats.version, maxId: stats.maxId, photoVersion: stats.photoVersion });
  setRows(store, head, rows, rows.length < want);
}

/** The unit's records of ids in (afterId, uptoId], read once for all heads that need them. */
function addedRecords(deps: Deps, companyId: number, afterId: number, uptoId: number) {
  return shared(deps.db, `use-record-added:${companyId}:${afterId}:${uptoId}`, () =>
    useRecordRepo.added(deps.db, companyId, afterId, uptoId, MAX_MERGE + 1),
  );
}

/** Merges the unit's new records into the head; false when there were too many (the head must be read again). */
async function mergeAdded(deps: Deps, store: Store, head: Head, maxId: number): Promise<boolean> {
  const added = await addedRecords(deps, head.companyId, head.maxId, maxId);
  if (added.length > MAX_MERGE) return false;
  head.maxId = maxId;
  const known = new Set(head.rows.map((r) => r.id));
  const fresh = added.filter((r) => !known.has(r.id) && recordMatches(r, head.filter));
  if (fresh.length === 0) return true;
  // A record after the head's last row is not among its first rows (unless the head holds all of the filter): cut.
  const merged = [...head.rows, ...fresh].sort((a, b) => (comesBefore(a, b) ? -1 : 1));
  setRows(store, head, head.complete ? merged : merged.slice(0, head.rows.length), head.complete);
  return true;
}

/** Brings the head's photo counts up to `stats`. */
async function refreshPhotos(deps: Deps, store: Store, head: Head, stats: UseStats): Promise<void> {
  const one = stats.photoVersion === head.photoVersion + 1;
  const ids = one ? [stats.photoRecordId] : head.rows.map((r) => r.id);
  if (one && !head.rows.some((r) => r.id === stats.photoRecordId)) {
    head.photoVersion = stats.photoVersion;
    return;
  }
  const counts = new Map(
    (await useRecordRepo.photoCounts(deps.db, head.companyId, ids)).map((r) => [r.id, r.photoCount]),
  );
  // Labelled only once read: a failed read leaves the head asking again.
  head.photoVersion = stats.photoVersion;
  if (head.rows.every((r) => (counts.get(r.id) ?? r.photoCount) === r.photoCount)) return;
  const rows = head.rows.map((r) => {
    const photoCount = counts.get(r.id) ?? r.photoCount;
    return photoCount === r.photoCount ? r : { ...r, photoCount };
  });
  setRows(store, head, rows, head.complete);
}

/** Grows the head (by keyset, after its last row) to hold `want` rows, or all of the filter. */
async function grow(deps: Deps, store: Store, head: Head, want: number): Promise<void> {
  const last = head.rows[head.rows.length - 1];
  const more = want - head.rows.length;
  const rows = await useRecordRepo.page(deps.db, head.companyId, head.filter, last ?? 0, more);
  // Records newer than the head's maxId may be among them: the next merge knows them by id.
  setRows(store, head, [...head.rows, ...rows], rows.length < more);
}

/** Brings the head up to `stats` and to at least `end` rows (or all of the filter). */
async function update(deps: Deps, store: Store, head: Head, stats: UseStats & { version: number }, end: number) {
  const want = Math.min(HEAD_ROWS, Math.max(end, MIN_GROWTH, head.rows.length * 2));
  if (head.version < stats.version) return reread(deps, store, head, stats, want);
  if (head.maxId < stats.maxId && !(await mergeAdded(deps, store, head, stats.maxId)))
    return reread(deps, store, head, stats, want);
  if (head.photoVersion < stats.photoVersion) await refreshPhotos(deps, store, head, stats);
  if (head.rows.length < end && !head.complete) await grow(deps, store, head, want);
}

function headOf(store: Store, key: string, companyId: number, filter: UseFilter): Head {
  let head = store.heads.get(key);
  if (head) return head;
  if (store.rows > MAX_ROWS) {
    store.heads.clear();
    store.rows = 0;
  }
  // A version below any: the first update reads the head.
  const empty = { rows: [], complete: false, version: -1, maxId: 0, photoVersion: 0 };
  head = { key, companyId, filter, ...empty, slices: new Map(), turn: Promise.resolve() };
  store.heads.set(key, head);
  return head;
}

/** Where the rows after `position` start among the head's rows; null when past them. */
function offsetAfter(head: Head, position: ListPosition): number | null {
  const i = head.rows.findIndex((r) => comesBefore(position, r));
  if (i >= 0) return i;
  return head.complete ? head.rows.length : null;
}

/**
 * One page of the list, in list order, as fresh as `stats` (the unit's stats row, read after the request arrived):
 * the `limit` rows from an offset, or after a keyset position.
 */
export async function listPage(
  deps: Deps,
  companyId: number,
  filter: UseFilter,
  start: number | ListPosition,
  limit: number,
  stats: UseStats,
): Promise<UseRow[]> {
  const { version } = stats;
  const byOffset = typeof start === 'number';
  // No stats row (the unit has no records), or a page deep in the list: read every time.
  if (version === null || (byOffset && start + limit > HEAD_ROWS)) return pageOf(deps, companyId, filter, start, limit);
  const store = storeOf(deps);
  const head = headOf(store, filterKeyOf(companyId, filter), companyId, filter);
  const current = { ...stats, version };
  const turn = head.turn.then(async () => {
    await update(deps, store, head, current, byOffset ? start + limit : 0);
    let offset = byOffset ? start : offsetAfter(head, start);
    while (offset === null && !head.complete && head.rows.length < HEAD_ROWS) {
      await update(deps, store, head, current, head.rows.length + 1);
      offset = offsetAfter(head, start as ListPosition);
    }
    if (offset === null || offset + limit > HEAD_ROWS) return null;
    await update(deps, store, head, current, offset + limit);
    const sliceKey = `${offset}:${limit}`;
    let slice = head.slices.get(sliceKey);
    if (!slice) head.slices.set(sliceKey, (slice = head.rows.slice(offset, offset + limit)));
    return slice;
  });
  head.turn = turn.catch(() => undefined);
  return (await turn) ?? pageOf(deps, companyId, filter, start, limit);
}

/**
 * Runs `check` (which throws when an id of the filter is not the unit's) unless it passed under `stats.version`;
 * concurrent requests of the same `key` (naming the unit and every id) share one check. The ids cannot leave the
 * unit without raising the version (a refusal is not remembered).
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
