import type { Map as LeafletMap } from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PulseLayer } from '@/components/map/pulse-layer';

/** Degrees as container pixels, like the device canvas test's map. */
const map = { latLngToContainerPoint: ([lat, lng]: [number, number]) => ({ x: lng, y: lat }) } as unknown as LeafletMap;

/** What each canvas was asked to draw (happy-dom has no 2D canvas). */
const drawn = new Map<HTMLCanvasElement, string[]>();

beforeEach(() => {
  // The tiles then draw on their own 2D canvases (happy-dom's OffscreenCanvas has no 2D context).
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
  const tiles = () => [...container.querySelectorAll('canvas')];
  return { layer, tiles };
}

describe('the pulse layer', () => {
  it('draws on small tiles made where rings are, each half of the map in its own step', () => {
    const { layer, tiles } = layerOf();
    layer.add(100, 100, 0);
    layer.add(100, 700, 0);
    layer.step(10, 0);
    expect(tiles()).toHaveLength(1);
    expect(drawn.get(tiles()[0]!)).toEqual(['clear', 'ring 100,100']);
    layer.step(26, 1);
    expect(tiles()).toHaveLength(2);
    expect(drawn.get(tiles()[1]!)).toEqual(['clear', 'ring 700,100']);
    // At most once per beat: a second step of the left half in the same beat draws nothing.
    layer.step(30, 0);
    expect(drawn.get(tiles()[0]!)).toHaveLength(2);
  });

  it('empties the tile of an ended pulse once, and then leaves it alone', () => {
    const { layer, tiles } = layerOf();
    layer.add(100, 100, 0);
    layer.step(10, 0);
    expect(layer.active).toBe(true);
    const tile = tiles()[0]!;
    layer.step(2000, 0);
    expect(drawn.get(tile)).toEqual(['clear', 'ring 100,100', 'clear']);
    expect(layer.active).toBe(false);
    layer.step(2100, 0);
    expect(drawn.get(tile)).toHaveLength(3);
  });

  it("steps a 4K wall's rings on every other beat, a smaller map's on every beat", () => {
    const { layer, tiles } = layerOf();
    layer.resize(2400, 2000, 1);
    layer.add(100, 100, 0);
    layer.step(10, 0);
    const tile = tiles()[0]!;
    // 50 ms later is the next beat, still in the same step; 100 ms later is the next step.
    layer.step(60, 0);
    expect(drawn.get(tile)).toEqual(['clear', 'ring 100,100']);
    layer.step(110, 0);
    expect(drawn.get(tile)).toHaveLength(4);
    layer.resize(800, 600, 1);
    layer.add(100, 100, 200);
    layer.step(210, 0);
    const count = () => drawn.get(tiles()[0]!)!.length;
    const before = count();
    layer.step(260, 0);
    expect(count()).toBeGreaterThan(before);
  });

  it('draws a ring on every tile it crosses', () => {
    const { layer, tiles } = layerOf();
    layer.add(250, 250, 0);
    layer.drawAll(1000);
    expect(tiles()).toHaveLength(4);
  });
});
