import { realtime } from '../../../../contract';
import type { Db } from '../../db/client';
import type { EventDraft } from '../realtime';
import { deviceRecordRepo, deviceRepo } from './repository';

/** Whether the device is reported lost (and so locked): its newest operation record says so. */
export function isReportedLost(db: Db, companyId: number, deviceId: string): Promise<boolean> {
  return deviceRecordRepo.reportedLost(db, companyId, deviceId);
}

/** A device's live state (contract/realtime.ts `liveDeviceSchema`), read inside the caller's transaction. */
export async function liveDeviceOf(
  db: Db,
  companyId: number,
  deviceId: string,
): Promise<{ name: string; live: realtime.LiveDevice } | undefined> {
  const row = await deviceRepo.byDeviceId(db, companyId, deviceId);
  if (!row) return undefined;
  return {
    name: row.name,
    live: {
      deviceId,
      online: row.online,
      battery: row.battery,
      locked: await isReportedLost(db, companyId, deviceId),
      latitude: row.latitude,
      longitude: row.longitude,
    },
  };
}

/**
 * The events of a device's change from `before` to `after`: its new state for everyone in the unit (when something
 * shows a difference), an alert for the staff when the battery falls to LOW_BATTERY or when it is reported lost.
 */
export function deviceEvents(name: string, before: realtime.LiveDevice, after: realtime.LiveDevice): EventDraft[] {
  const changed = (Object.keys(after) as Array<keyof realtime.LiveDevice>).some((k) => before[k] !== after[k]);
  if (!changed) return [];
  const drafts: EventDraft[] = [{ type: 'device', to: 'unit', device: after }];
  const alert = (kind: 'lowBattery' | 'lost', text: string): EventDraft => ({
    type: 'alert',
    to: 'staff',
    alert: { kind, deviceId: after.deviceId, deviceName: name, useRecordId: null, userName: null, text },
  });
  const low = (b: number | null) => b !== null && b <= realtime.LOW_BATTERY;
  if (low(after.battery) && !low(before.battery)) {
    drafts.push(alert('lowBattery', `「${name}」电量低：${after.battery}%`));
  }
  if (after.locked && !before.locked) drafts.push(alert('lost', `「${name}」已挂失并锁定`));
  return drafts;
}
