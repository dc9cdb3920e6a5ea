import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevicePoint as MapDevice } from '@contract/dashboard';
import type { LiveDevice, UnitEvent } from '@contract/realtime';
import { LiveDeviceMap, LocatedCount } from '@/components/live-device-map';
import { DeviceCanvas } from '@/components/map/device-canvas';
import { queryClient } from '@/lib/query-client';
import { applyEvents } from '@/lib/realtime/atoms';
import { appStore } from '@/lib/store';
import { fakeLeafletMap } from './fake-leaflet-map';
import { enterLiveSession, leaveLiveSession } from './live-fixtures';
import { answerCalls } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

/** The whole world in view at zoom 12 (each device a mark of its own). */
const fakeMap = fakeLeafletMap(12);

// Leaflet does not draw in happy-dom: the map is a stand-in holding the real device marks, on the map above.
vi.mock('react-leaflet', () => ({ useMap: () => fakeMap }));
vi.mock('@/components/map/province-map-view', async () => ({
  default: ({ children }: { children: ReactNode }) => <div data-testid="map">{children}</div>,
  mapLayers: { DeviceMarks: (await import('@/components/map/device-marks')).DeviceMarks },
}));

const DEVICES = 1000;
/** A device on a wide grid; the last one has no position. */
const device = (i: number): MapDevice => ({
  deviceId: `SD${i}`,
  name: `印章${i}`,
  deviceType: 1,
  latitude: i === DEVICES - 1 ? null : 20 + (i % 40) * 0.8,
  longitude: i === DEVICES - 1 ? null : 80 + Math.floor(i / 40) * 2,
  province: '上海',
  online: true,
  battery: 80,
  locked: false,
});

/** The polled list, counting how many of its devices are read: a batch of changes should read only its own. */
function polledList(devices: MapDevice[]) {
  const reads = { count: 0 };
  const list = new Proxy(devices, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.count += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { list, reads };
}

let eventId = 100;
const change = (i: number, patch: Partial<LiveDevice>): UnitEvent => {
  const d = device(i);
  eventId += 1;
  return {
    id: eventId,
    at: new Date().toISOString(),
    type: 'device',
    device: {
      deviceId: d.deviceId,
      online: true,
      battery: 80,
      locked: false,
      latitude: d.latitude,
      longitude: d.longitude,
      ...patch,
    },
  };
};
/** Live events as the channel writes them into the atoms. */
const live = (events: UnitEvent[]) => act(() => applyEvents(appStore.get, appStore.set, events));

function answerDevices(devices: MapDevice[]) {
  const polled = polledList(devices);
  answerCalls({ 'device/v1/org-device-map': () => ({ list: polled.list, total: devices.length, headId: 0 }) });
  return polled.reads;
}

const showMap = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <Provider store={appStore}>
        <LocatedCount />
        <LiveDeviceMap tone="light" label="设备分布" />
      </Provider>
    </QueryClientProvider>,
  );

/** The legend's numbers, by the state each row names. */
function legend() {
  const row = (label: string) => Number(screen.getByText(label).nextElementSibling?.textContent?.replace(/,/g, ''));
  return { online: row('在线正常'), offline: row('离线'), lowBattery: row('电量低'), alert: row('挂失锁定') };
}

/** The map's canvas, once the map has loaded. */
async function marks() {
  const setPoints = vi.mocked(DeviceCanvas.prototype.setPoints);
  await waitFor(() => expect(setPoints).toHaveBeenCalled());
  return setPoints.mock.contexts.at(-1) as DeviceCanvas;
}

/** The map's marks at a place. */
const marksAt = async (lat: number | null, lng: number | null) =>
  (await marks()).marksInView().filter((m) => m.lat === lat && m.lng === lng);

/** What the map's mark at device `i`'s place stands for. */
async function markAt(i: number) {
  const d = device(i);
  const [mark, ...more] = await marksAt(d.latitude, d.longitude);
  expect(more).toHaveLength(0);
  return mark?.counts;
}

beforeEach(() => {
  enterLiveSession();
  vi.spyOn(DeviceCanvas.prototype, 'setPoints');
  // Nothing is drawn here (happy-dom has no 2D canvas): only where the marks are and what they hold.
  vi.stubGlobal('requestAnimationFrame', () => 1);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  // The map's province boundaries.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ type: 'FeatureCollection', features: [] })),
  );
});
afterEach(() => {
  leaveLiveSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const all = Array.from({ length: DEVICES }, (_, i) => device(i));

describe('the live device map', () => {
  it('shows each batch of changes in the marks, the legend and the located count, reading only those devices', async () => {
    const reads = answerDevices(all);
    showMap();
    await screen.findByText('已定位 999 台');
    expect(legend()).toEqual({ online: 999, offline: 0, lowBattery: 0, alert: 0 });
    expect(await markAt(5)).toEqual({ online: 1, offline: 0, lowBattery: 0, alert: 0 });

    reads.count = 0;
    await live([change(5, { online: false }), change(6, { battery: 10 }), change(7, { locked: true })]);
    await waitFor(() => expect(legend()).toEqual({ online: 996, offline: 1, lowBattery: 1, alert: 1 }));
    expect(await markAt(5)).toEqual({ online: 0, offline: 1, lowBattery: 0, alert: 0 });
    expect(await markAt(6)).toEqual({ online: 0, offline: 0, lowBattery: 1, alert: 0 });
    expect(await markAt(7)).toEqual({ online: 0, offline: 0, lowBattery: 0, alert: 1 });
    // Three devices changed: the other 997 are not looked at.
    expect(reads.count).toBeLessThan(10);

    // The device without a position reports one (drawn and counted), a locked one comes back online.
    await live([change(DEVICES - 1, { latitude: 50, longitude: 130 }), change(7, {})]);
    await screen.findByText('已定位 1000 台');
    expect(legend()).toEqual({ online: 998, offline: 1, lowBattery: 1, alert: 0 });
    expect((await markAt(7))?.online).toBe(1);
    expect(await marksAt(50, 130)).toEqual([
      expect.objectContaining({ counts: expect.objectContaining({ online: 1 }) }),
    ]);
  });

  it('lets a poll fetched after the changes win over them', async () => {
    answerDevices(all);
    showMap();
    await screen.findByText('已定位 999 台');
    await live([change(5, { online: false }), change(6, { online: false })]);
    await waitFor(() => expect(legend().offline).toBe(2));

    // Ten seconds later the server's list has device 5 back online (its event was lost) and device 6 still offline.
    const later = Date.now() + 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => later);
    answerDevices(all.map((d, i) => (i === 6 ? { ...d, online: false } : d)));
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(legend()).toEqual({ online: 998, offline: 1, lowBattery: 0, alert: 0 }));
    expect((await markAt(5))?.online).toBe(1);

    // Changes after the poll show again.
    await live([change(5, { locked: true })]);
    await waitFor(() => expect(legend()).toEqual({ online: 997, offline: 1, lowBattery: 0, alert: 1 }));
  });

  it('shows the changes that came while no map was open when one opens', async () => {
    answerDevices(all);
    const first = showMap();
    await screen.findByText('已定位 999 台');
    first.unmount();
    await live([change(5, { online: false })]);
    await live([change(6, { battery: 5 })]);
    showMap();
    await waitFor(() => expect(legend()).toEqual({ online: 997, offline: 1, lowBattery: 1, alert: 0 }));
    expect((await markAt(6))?.lowBattery).toBe(1);
  });
});
