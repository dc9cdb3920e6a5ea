import { orgDeviceMap, type DevicePoint as MapDevice } from '@contract/dashboard';
import { LOW_BATTERY } from '@contract/realtime';
import type { DeviceMarkState } from '@/components/map/device-points';
import { call, offThreadList } from '../api-client';
import { polledAtom } from './query-atom';

export const DEVICE_MAP_POLL_MS = 60_000;

// Ten thousand devices are about 2 MB of JSON: parsed on the page, every poll would hold a wall's frame for 40 ms.
const decode = offThreadList({ list: 'list', key: 'deviceId' });

/** Every device of the unit with its position and state (org device map), polled. */
export const deviceMapQueryAtom = polledAtom({
  name: 'device-map',
  every: DEVICE_MAP_POLL_MS,
  fetch: () => call(orgDeviceMap, {}, { silent: true, decode }),
});

export type DeviceState = DeviceMarkState;

/** What a device's colour says: reported lost and locked, low battery, online, offline - the most urgent wins. */
export function deviceState(d: Pick<MapDevice, 'online' | 'battery' | 'locked'>): DeviceState {
  if (d.locked) return 'alert';
  if (!d.online) return 'offline';
  if (d.battery !== null && d.battery <= LOW_BATTERY) return 'lowBattery';
  return 'online';
}
