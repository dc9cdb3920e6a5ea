import { atom } from 'jotai';
import { orgDeviceMap, type DevicePoint as MapDevice } from '@contract/dashboard';
import { LOW_BATTERY } from '@contract/realtime';
import { call } from '../api-client';
import { isNewer, liveDevicesAtom } from '../realtime';
import { polledAtom } from './query-atom';

export const DEVICE_MAP_POLL_MS = 60_000;

/** Every device of the unit with its position and state (org device map), polled. */
export const deviceMapQueryAtom = polledAtom({
  name: 'device-map',
  every: DEVICE_MAP_POLL_MS,
  fetch: () => call(orgDeviceMap, {}, { silent: true }),
});

export type DeviceState = 'online' | 'offline' | 'lowBattery' | 'alert';

/** What a device's colour says: reported lost and locked, low battery, online, offline - the most urgent wins. */
export function deviceState(d: Pick<MapDevice, 'online' | 'battery' | 'locked'>): DeviceState {
  if (d.locked) return 'alert';
  if (!d.online) return 'offline';
  if (d.battery !== null && d.battery <= LOW_BATTERY) return 'lowBattery';
  return 'online';
}

/** The devices as they are now: the polled list with the channel's later changes laid over it. */
export const liveDeviceListAtom = atom<MapDevice[]>((get) => {
  const polled = get(deviceMapQueryAtom);
  const patches = get(liveDevicesAtom);
  const list = polled.data?.list ?? [];
  if (patches.size === 0) return list;
  return list.map((d) => {
    const patch = patches.get(d.deviceId);
    if (!patch || !isNewer(patch.receivedAt, polled.dataUpdatedAt)) return d;
    return {
      ...d,
      online: patch.online,
      battery: patch.battery,
      locked: patch.locked,
      latitude: patch.latitude ?? d.latitude,
      longitude: patch.longitude ?? d.longitude,
    };
  });
});

/** Devices with a position, as map points. */
export const devicePointsAtom = atom((get) =>
  get(liveDeviceListAtom).flatMap((d) =>
    d.latitude === null || d.longitude === null
      ? []
      : [{ id: d.deviceId, lat: d.latitude, lng: d.longitude, state: deviceState(d) }],
  ),
);
