import { geofence } from '../../../../contract';
import type { Deps } from '../../deps';
import type { DomainEvents } from '../../events';
import { authorizationRepo } from './repository';
import { applyIn } from './service';
import { isOpen, type AuthState } from './state-machine';

/*
 * A stamp outside the fence of an authorisation that says so locks it (events.ts 'useRecorded', in the stamp's
 * transaction): the device's next use under it is refused ('e.useFenceLocked') until a keeper unlocks it; both are on
 * its timeline, the place of the stamp with the lock. A closed authorisation (the stamp was its last use) and one
 * locked already stay as they are. The alert itself is the anomaly centre's (rule 'outsideFence').
 */
export async function lockOnFenceBreach(deps: Deps, event: DomainEvents['useRecorded']): Promise<void> {
  const { tx, companyId, use } = event;
  if (!use.fencedBy) return;
  if (geofence.fenceVerdict(use.fencedBy.fence, use.latitude, use.longitude) !== 'outside') return;
  const row = await authorizationRepo.byId(tx, companyId, use.fencedBy.authorizationId);
  if (!row?.fenceLock || row.fenceLocked) return;
  if (!isOpen(row.state as AuthState) || row.validTo.getTime() <= deps.now().getTime()) return;
  const place = use.address ?? `${use.latitude?.toFixed(5)}, ${use.longitude?.toFixed(5)}`;
  await applyIn(deps, tx, row, { kind: 'lockFence' }, { kind: 'device' }, { detail: place });
}
