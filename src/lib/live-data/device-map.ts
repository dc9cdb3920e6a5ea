import { atom } from 'jotai';
import { orgDeviceMap, type DevicePoint as MapDevice } from '@contract/dashboard';
import { LOW_BATTERY } from '@contract/realtime';
import type { DeviceMarkState, DevicePoint } from '@/components/map/device-points';
import { call, offThreadList } from '../api-client';
import { isNewer, liveDevicesAtom, type DevicePatch } from '../realtime';
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

// At 10,000 devices and a hundred changes a second, the lists below are rebuilt every frame: each merged device and
// each point is made once per change (keyed by the objects it comes from) and reused until the next one.
const merged = new WeakMap<DevicePatch, { base: MapDevice; device: MapDevice }>();
const pointOf = new WeakMap<MapDevice, DevicePoint>();

/** The devices as they are now: the polled list with the channel's later changes laid over it. */
export const liveDeviceListAtom = atom<MapDevice[]>((get) => {
  const polled = get(deviceMapQueryAtom);
  const patches = get(liveDevicesAtom);
  const list = polled.data?.list ?? [];
  if (patches.size === 0) return list;
  return list.map((d) => {
    const patch = patches.get(d.deviceId);
    if (!patch || !isNewer(patch.receivedAt, polled.dataUpdatedAt)) return d;
    const cached = merged.get(patch);
    if (cached?.base === d) return cached.device;
    const device = {
      ...d,
      online: patch.online,
      battery: patch.battery,
      locked: patch.locked,
      latitude: patch.latitude ?? d.latitude,
      longitude: patch.longitude ?? d.longitude,
    };
    merged.set(patch, { base: d, device });
    return device;
  });
});

/** Devices with a position, as map points. */
export const devicePointsAtom = atom((get) => {
  const points: DevicePoint[] = [];
  for (const d of get(liveDeviceListAtom)) {
    if (d.latitude === null || d.longitude === null) continue;
    let point = pointOf.get(d);
    if (!point) {
      point = { id: d.deviceId, lat: d.latitude, lng: d.longitude, state: deviceState(d) };
      pointOf.set(d, point);
    }
    points.push(point);
  }
  return points;
});
