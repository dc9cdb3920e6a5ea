import type { Map as LeafletMap } from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PulseLayer } from '@/components/map/pulse-layer';

/** Degrees as container pixels, like the device canvas test's map. */
const map = { latLngToContainerPoint: ([lat, lng]: [number, number]) => ({ x: lng, y: lat }) } as unknown as LeafletMap;

/** What each canvas was asked to draw (happy-dom has no 2D canvas). */
const drawn = new Map<HTMLCanvasElement, string[]>();

beforeEach(() => {
  // The places then draw on their own 2D canvases (happy-dom's OffscreenCanvas has no 2D context).
  vi.stubGlobal('OffscreenCanvas', undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const log = drawn.get(this) ?? [];
    drawn.set(this, log);
    return {
      setTransform: () => undefined,
      clearRect: () => log.push('clear'),
      beginPath: () => undefined,
      arc: (x: number, y: number) => log.push(`ring ${x},${y}`),
      stroke: () => undefined,
    } as unknown as CanvasRenderingContext2D;
  });
});
afterEach(() => {
  drawn.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function layerOf() {
  const container = document.createElement('div');
  const layer = new PulseLayer(container, map, 451);
  layer.resize(800, 600, 1);
  const spots = () => [...container.querySelectorAll('canvas')];
  return { layer, spots };
}

describe('the pulse layer', () => {
  it('draws on a small canvas per place with rings, each half of the map in its own step', () => {
    const { layer, spots } = layerOf();
    layer.add(100, 100, 0);
    layer.add(100, 700, 0);
    layer.step(10, 0);
    expect(spots()).toHaveLength(1);
    expect(drawn.get(spots()[0]!)).toEqual(['clear', 'ring 100,100']);
    // The size of the largest ring and a little (not a tile of the map).
    expect(parseFloat(spots()[0]!.style.width)).toBeLessThan(80);
    layer.step(26, 1);
    expect(spots()).toHaveLength(2);
    expect(drawn.get(spots()[1]!)).toEqual(['clear', 'ring 700,100']);
    // At most once per beat: a second step of the left half in the same beat draws nothing.
    layer.step(30, 0);
    expect(drawn.get(spots()[0]!)).toHaveLength(2);
  });

  it('draws the rings of stampings a few pixels apart on one canvas', () => {
    const { layer, spots } = layerOf();
    layer.add(100, 100, 0);
    layer.add(103, 98, 0);
    layer.add(100, 200, 0);
    layer.step(10, 0);
    expect(spots()).toHaveLength(2);
    expect(drawn.get(spots()[0]!)).toEqual(['clear', 'ring 100,100', 'ring 98,103']);
  });

  it("empties a place's canvas once its rings have ended, and keeps it for the place's next stampings", () => {
    const { layer, spots } = layerOf();
    layer.add(100, 100, 0);
    layer.step(10, 0);
    expect(layer.active).toBe(true);
    const spot = spots()[0]!;
    layer.step(2000, 0);
    expect(drawn.get(spot)).toEqual(['clear', 'ring 100,100', 'clear']);
    expect(layer.active).toBe(false);
    layer.step(2100, 0);
    expect(drawn.get(spot)).toHaveLength(3);
    layer.add(102, 101, 2200);
    layer.step(2210, 0);
    expect(spots()).toEqual([spot]);
    expect(drawn.get(spot)).toEqual(['clear', 'ring 100,100', 'clear', 'clear', 'ring 101,102']);
  });

  it('keeps at most as many places as there can be rings, taking away empty ones', () => {
    const { layer, spots } = layerOf();
    for (let i = 0; i < 120; i += 1) layer.add(10 + Math.floor(i / 12) * 60, 10 + (i % 12) * 60, 0);
    layer.drawAll(10);
    expect(spots()).toHaveLength(120);
    layer.add(590, 790, 2000);
    layer.step(2010, 0);
    layer.step(2060, 1);
    expect(spots()).toHaveLength(120);
    expect(spots().filter((spot) => drawn.get(spot)!.includes('ring 790,590'))).toHaveLength(1);
  });

  it("steps a 4K wall's rings on every other beat, a smaller map's on every beat", () => {
    const { layer, spots } = layerOf();
    layer.resize(2400, 2000, 1);
    layer.add(100, 100, 0);
    layer.step(10, 0);
    const spot = spots()[0]!;
    // 50 ms later is the next beat, still in the same step; 100 ms later is the next step.
    layer.step(60, 0);
    expect(drawn.get(spot)).toEqual(['clear', 'ring 100,100']);
    layer.step(110, 0);
    expect(drawn.get(spot)).toHaveLength(4);
    layer.resize(800, 600, 1);
    layer.add(100, 100, 200);
    layer.step(210, 0);
    const count = () => drawn.get(spots()[0]!)!.length;
    const before = count();
    layer.step(260, 0);
    expect(count()).toBeGreaterThan(before);
  });

  it('draws every ring again where the map now puts it when the view changes', () => {
    const { layer, spots } = layerOf();
    layer.add(100, 100, 0);
    layer.add(100, 700, 0);
    layer.step(10, 0);
    layer.drawAll(20);
    expect(spots()).toHaveLength(2);
    expect(spots().map((s) => drawn.get(s))).toEqual([
      ['clear', 'ring 100,100'],
      ['clear', 'ring 700,100'],
    ]);
  });
});
