import { shared } from '../../db/coalesce';
import type { Deps } from '../../deps';
import { useRecordRepo, type ListPosition, type UseFilter } from './repository';

/*
 * The list's reads, shared by identical concurrent requests (server/src/db/coalesce.ts): consoles of one unit poll
 * the same first page, and each read starts after all the requests it answers arrived, so none misses a committed
 * record. Nothing is kept afterwards.
 */

/** Names a filter completely (the key of shared reads and of the count cache). */
export function filterKeyOf(companyId: number, filter: UseFilter): string {
  return JSON.stringify([
    companyId,
    filter.deviceId,
    filter.userId,
    filter.departmentId,
    filter.useType,
    filter.from?.getTime(),
    filter.to?.getTime(),
    filter.exception,
  ]);
}

/** The unit's record count, newest id and list version, as committed. */
export function statsOf(deps: Deps, companyId: number) {
  return shared(deps.db, `use-record-stats:${companyId}`, () => useRecordRepo.stats(deps.db, companyId));
}

/** One page of the list, in list order: from an offset, or after a keyset position. */
export function pageOf(deps: Deps, companyId: number, filter: UseFilter, start: number | ListPosition, limit: number) {
  const from = typeof start === 'number' ? start : `${start.usedAt.getTime()}.${start.id}`;
  const key = `use-record-page:${filterKeyOf(companyId, filter)}:${from}:${limit}`;
  return shared(deps.db, key, () => useRecordRepo.page(deps.db, companyId, filter, start, limit));
}
