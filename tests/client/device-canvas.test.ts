import Supercluster from 'supercluster';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeviceCanvas, REINDEX_MS } from '@/components/map/device-canvas';
import { markPalettes } from '@/components/map/draw-device-marks';
import type { DevicePoint } from '@/components/map/device-points';
import { fakeLeafletMap } from './fake-leaflet-map';

const canvases: DeviceCanvas[] = [];
function canvasAt(zoom: number): DeviceCanvas {
  const canvas = new DeviceCanvas(fakeLeafletMap(zoom), markPalettes.dark);
  canvases.push(canvas);
  return canvas;
}

beforeEach(() => {
  vi.useFakeTimers();
  // Nothing is drawn here (happy-dom has no 2D canvas): only where the marks are and what they hold.
  vi.stubGlobal('requestAnimationFrame', () => 1);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
afterEach(() => {
  for (const c of canvases.splice(0)) c.destroy();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** 1,000 devices on a wide grid: at zoom 12 each is a mark of its own. */
const grid = (): DevicePoint[] =>
  Array.from({ length: 1000 }, (_, i) => ({
    id: `SD${String(i).padStart(5, '0')}`,
    lat: 20 + (i % 40) * 0.8,
    lng: 80 + Math.floor(i / 40) * 2,
    state: 'online' as const,
  }));

const at = (marks: ReturnType<DeviceCanvas['marksInView']>, lat: number, lng: number) =>
  marks.filter((m) => m.lat === lat && m.lng === lng);

describe('the device canvas', () => {
  it('draws any moved device at its new place at once, whichever device it is', () => {
    const canvas = canvasAt(12);
    const points = grid();
    canvas.setPoints(points);
    expect(canvas.marksInView()).toHaveLength(1000);
    // Every device in turn (a sample of the list would miss most of them).
    for (const i of [7, 500, 999]) {
      const before = points[i]!;
      const moved = { ...before, lat: 50 + i / 1000, lng: 130 };
      const next = points.map((p, k) => (k === i ? moved : p));
      canvas.setPoints(next);
      const marks = canvas.marksInView();
      expect(at(marks, moved.lat, moved.lng)).toHaveLength(1);
      expect(at(marks, before.lat, before.lng)).toHaveLength(0);
      canvas.setPoints(points);
    }
  });

  it('moves a device between clusters within the re-index interval, indexing once for many moves', () => {
    const spread = (i: number) => (i % 20) * 0.05;
    const points: DevicePoint[] = Array.from({ length: 400 }, (_, i) => ({
      id: `D${i}`,
      // Two groups far apart: at zoom 3 each is one cluster.
      lat: (i < 200 ? 30 : 45) + spread(i),
      lng: (i < 200 ? 110 : 85) + spread(i + 7),
      state: 'online' as const,
    }));
    const canvas = canvasAt(3);
    const load = vi.spyOn(Supercluster.prototype, 'load');
    canvas.setPoints(points);
    const sizes = () =>
      canvas
        .marksInView()
        .map((m) => m.counts.online)
        .sort((a, b) => a - b);
    expect(sizes()).toEqual([200, 200]);
    expect(load).toHaveBeenCalledTimes(1);

    // Three devices of the first group go over to the second one, one after another.
    let next = points;
    for (const i of [3, 4, 5]) {
      next = next.map((p, k) => (k === i ? { ...p, lat: 45.2, lng: 85.2 } : p));
      canvas.setPoints(next);
    }
    vi.advanceTimersByTime(REINDEX_MS);
    expect(sizes()).toEqual([197, 203]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('follows points replaced in place: moved ones at once, re-indexed once within the interval', () => {
    const canvas = canvasAt(12);
    const points = grid();
    const load = vi.spyOn(Supercluster.prototype, 'load');
    canvas.setPoints(points);
    const before = points[7]!;
    points[7] = { ...before, lat: 50.5, lng: 130, state: 'alert' };
    canvas.pointsChanged('positions');
    expect(at(canvas.marksInView(), 50.5, 130)).toEqual([
      expect.objectContaining({ counts: { online: 0, offline: 0, lowBattery: 0, alert: 1 } }),
    ]);
    expect(at(canvas.marksInView(), before.lat, before.lng)).toHaveLength(0);
    points[8] = { ...points[8]!, state: 'offline' };
    canvas.pointsChanged('states');
    vi.advanceTimersByTime(REINDEX_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(canvas.marksInView().reduce((n, m) => n + m.counts.offline, 0)).toBe(1);
  });

  it('recolours without re-indexing when only states change', () => {
    const canvas = canvasAt(3);
    const points = grid();
    const load = vi.spyOn(Supercluster.prototype, 'load');
    canvas.setPoints(points);
    canvas.setPoints(points.map((p, i) => (i % 3 === 0 ? { ...p, state: 'offline' as const } : p)));
    vi.advanceTimersByTime(REINDEX_MS * 2);
    expect(load).toHaveBeenCalledTimes(1);
    const counts = canvas.marksInView().reduce((n, m) => n + m.counts.offline, 0);
    expect(counts).toBe(334);
  });
});
