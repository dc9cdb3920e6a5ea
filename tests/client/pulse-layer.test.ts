import type { Map as LeafletMap } from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { PulseLayer } from '@/components/map/pulse-layer';

/** Just what the pulses ask of a Leaflet map: degrees as pixels, shifted by `offset`, and its view events. */
function fakeMap() {
  const container = document.createElement('div');
  const handlers = new Map<string, () => void>();
  const view = { offset: 0 };
  const map = {
    getContainer: () => container,
    on: (events: string, handler: () => void) => events.split(' ').forEach((e) => handlers.set(e, handler)),
    off: () => undefined,
    latLngToContainerPoint: ([lat, lng]: [number, number]) => ({ x: lng + view.offset, y: lat }),
  } as unknown as LeafletMap;
  return { map, container, view, fire: (event: string) => handlers.get(event)?.() };
}

const layers: PulseLayer[] = [];
afterEach(() => layers.splice(0).forEach((l) => l.destroy()));

function pulsesOn() {
  const fake = fakeMap();
  const layer = new PulseLayer(fake.map, '#67e8f9', 2);
  layers.push(layer);
  const rings = () => [...fake.container.querySelectorAll<HTMLElement>('.map-pulse')];
  return { ...fake, layer, rings };
}

describe('the pulse layer', () => {
  it('puts a ring centred on the stamping, sized by the scale, gone when its animation ends', () => {
    const { layer, rings } = pulsesOn();
    layer.pulse(30, 120);
    const [ring] = rings();
    // 26 design pixels of radius at scale 2.
    expect(ring!.style.width).toBe('104px');
    expect([ring!.style.left, ring!.style.top]).toEqual(['68px', '-22px']);
    // Every ring steps at the same moments (so the map changes 20 times a second however many rings there are).
    const [growing] = ring!.getAnimations();
    expect(Number(growing!.startTime) % 50).toBe(0);
    growing!.finish();
    expect(rings()).toHaveLength(0);
  });

  it('follows the map when the view moves', () => {
    const { layer, rings, view, fire } = pulsesOn();
    layer.pulse(30, 120);
    view.offset = 10;
    fire('move');
    expect(rings()[0]!.style.left).toBe('78px');
  });

  it('ends the oldest pulses early beyond its limit', () => {
    const { layer, rings } = pulsesOn();
    for (let i = 0; i < 130; i += 1) layer.pulse(30, i);
    expect(rings()).toHaveLength(120);
    // The first ten (at x = 0..9, left = x - 52) went first.
    expect(rings()[0]!.style.left).toBe(`${10 - 52}px`);
  });
});
