import type { createStore } from 'jotai';
import type { DevicePoint as MapDevice } from '@contract/dashboard';
import {
  emptyCounts,
  type DevicePoint,
  type PointChange,
  type PointSource,
  type StateCounts,
} from '@/components/map/device-points';
import { isNewer, liveDevicesAtom, type DevicePatch, type DevicePatches } from '../realtime';
import { appStore } from '../store';
import { deviceMapQueryAtom, deviceState } from './device-map';

type Store = ReturnType<typeof createStore>;

/** The list before the first poll: one array, so reading it twice is no change. */
const NONE: readonly MapDevice[] = [];

function merged(polled: MapDevice, patch: DevicePatch): MapDevice {
  return {
    ...polled,
    online: patch.online,
    battery: patch.battery,
    locked: patch.locked,
    latitude: patch.latitude ?? polled.latitude,
    longitude: patch.longitude ?? polled.longitude,
  };
}

function pointOf(d: MapDevice): DevicePoint | null {
  if (d.latitude === null || d.longitude === null) return null;
  return { id: d.deviceId, lat: d.latitude, lng: d.longitude, state: deviceState(d) };
}

/**
 * Every device of the unit as it is now: the polled list with the channel's later changes laid over it, its located
 * devices as map points, counted by state. At 10,000 devices and a few dozen changes four times a second, a batch of
 * changes replaces its devices and points in place and moves the counts: it costs what changed, not the whole list.
 * A new poll, a reset channel or a batch missed while nobody listened rebuilds everything.
 *
 * Follows the jotai store only while someone subscribes (the map, its legend, a located count); read without
 * subscribers, it catches up first.
 */
export class LiveDevices implements PointSource {
  /** In the polled list's order; a changed device is replaced in place. */
  private list: MapDevice[] = [];
  private pointList: DevicePoint[] = [];
  /** Per device in `list`: the index of its point, -1 when it has no position. */
  private pointAt: number[] = [];
  private indexOf = new Map<string, number>();
  private stateCounts: StateCounts = emptyCounts();
  private polled: readonly MapDevice[] = [];
  private polledAt = 0;
  private patches: DevicePatches | null = null;
  private readonly listeners = new Set<(change: PointChange) => void>();
  private unfollow: (() => void) | null = null;

  constructor(private readonly store: Store) {}

  /** The devices as they are now, in the polled list's order. */
  get devices(): readonly MapDevice[] {
    return this.current().list;
  }

  /** The devices with a position, as map points, in the same order; changed in place (see PointSource). */
  get points(): readonly DevicePoint[] {
    return this.current().pointList;
  }

  /** How many points there are of each state: another object after each change, so React sees it change. */
  get counts(): StateCounts {
    return this.current().stateCounts;
  }

  readonly subscribe = (listener: (change: PointChange) => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.unfollow) {
      const update = () => this.update();
      const offPolled = this.store.sub(deviceMapQueryAtom, update);
      const offPatches = this.store.sub(liveDevicesAtom, update);
      this.unfollow = () => {
        offPolled();
        offPatches();
      };
      update();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.unfollow?.();
      this.unfollow = null;
    };
  };

  private current(): this {
    if (!this.unfollow) this.update();
    return this;
  }

  private update(): void {
    const query = this.store.get(deviceMapQueryAtom);
    const polled = query.data?.list ?? NONE;
    const patches = this.store.get(liveDevicesAtom);
    const previous = this.patches;
    const same = polled === this.polled && query.dataUpdatedAt === this.polledAt && patches.latest === previous?.latest;
    if (same && patches.version === previous.version) return;
    if (same && patches.version === previous.version + 1) this.apply(patches);
    else this.rebuild(polled, query.dataUpdatedAt, patches);
  }

  private rebuild(polled: readonly MapDevice[], polledAt: number, patches: DevicePatches): void {
    [this.polled, this.polledAt, this.patches] = [polled, polledAt, patches];
    this.indexOf = new Map();
    this.list = polled.map((d, i) => {
      this.indexOf.set(d.deviceId, i);
      const patch = patches.latest.get(d.deviceId);
      return patch && isNewer(patch.receivedAt, polledAt) ? merged(d, patch) : d;
    });
    this.placePoints();
  }

  private placePoints(): void {
    const counts = emptyCounts();
    this.pointList = [];
    this.pointAt = this.list.map((d) => {
      const point = pointOf(d);
      if (!point) return -1;
      counts[point.state] += 1;
      return this.pointList.push(point) - 1;
    });
    this.stateCounts = counts;
    this.notify('list');
  }

  private apply(patches: DevicePatches): void {
    this.patches = patches;
    const counts = { ...this.stateCounts };
    let change: PointChange | null = null;
    for (const patch of patches.batch) {
      const i = this.indexOf.get(patch.deviceId);
      if (i === undefined || !isNewer(patch.receivedAt, this.polledAt)) continue;
      const device = merged(this.polled[i]!, patch);
      this.list[i] = device;
      const point = pointOf(device);
      const at = this.pointAt[i]!;
      const before = at < 0 ? null : this.pointList[at]!;
      if (!point || !before) {
        // Gaining or losing a position adds or removes a point: another list.
        if (point || before) change = 'list';
        continue;
      }
      if (point.state === before.state && point.lat === before.lat && point.lng === before.lng) continue;
      this.pointList[at] = point;
      counts[before.state] -= 1;
      counts[point.state] += 1;
      if (change === 'list') continue;
      change = point.lat !== before.lat || point.lng !== before.lng ? 'positions' : (change ?? 'states');
    }
    if (change === 'list') this.placePoints();
    else if (change) {
      this.stateCounts = counts;
      this.notify(change);
    }
  }

  private notify(change: PointChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

/** The app's live devices (in the app's jotai store). */
export const liveDevices = new LiveDevices(appStore);
