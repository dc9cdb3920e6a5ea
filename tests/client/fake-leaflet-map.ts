import type { LeafletEvent, Map as LeafletMap } from 'leaflet';

export type FakeLeafletMap = LeafletMap & {
  /** Pans by (dx, dy) pixels, firing Leaflet's events of a drag. */
  pan(dx: number, dy: number): void;
  /** Zooms without animation, firing Leaflet's events of a zoom. */
  zoomTo(zoom: number): void;
};

/**
 * Just what the device canvas asks of a Leaflet map: the whole world in view at `zoom`, degrees as pixels (shifted by
 * the panning), no canvas of provinces.
 */
export function fakeLeafletMap(zoom: number): FakeLeafletMap {
  const container = document.createElement('div');
  const overlayPane = document.createElement('div');
  const view = { zoom, x: 0, y: 0 };
  const listeners = new Map<string, Set<(event: LeafletEvent) => void>>();
  const fire = (...types: string[]) => {
    for (const type of types) for (const listener of listeners.get(type) ?? []) listener({ type } as LeafletEvent);
  };
  const bounds = {
    getWest: () => -180,
    getSouth: () => -85,
    getEast: () => 180,
    getNorth: () => 85,
    toBBoxString: () => '-180,-85,180,85',
  };
  const map = {
    getContainer: () => container,
    getPanes: () => ({ overlayPane }),
    on: (types: string, listener: (event: LeafletEvent) => void) => {
      for (const type of types.split(' ')) listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    off: (types: string, listener: (event: LeafletEvent) => void) => {
      for (const type of types.split(' ')) listeners.get(type)?.delete(listener);
    },
    getSize: () => ({ x: 800, y: 600 }),
    getZoom: () => view.zoom,
    getBounds: () => ({ pad: () => bounds }),
    latLngToContainerPoint: ([lat, lng]: [number, number]) => ({ x: lng - view.x, y: lat - view.y }),
    containerPointToLayerPoint: ([x, y]: [number, number]) => ({ x: x + view.x, y: y + view.y }),
    pan: (dx: number, dy: number) => {
      view.x += dx;
      view.y += dy;
      fire('move', 'moveend');
    },
    zoomTo: (next: number) => {
      fire('zoomstart');
      view.zoom = next;
      fire('move', 'zoomend', 'moveend');
    },
  };
  return map as unknown as FakeLeafletMap;
}
