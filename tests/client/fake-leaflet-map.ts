import type { Map as LeafletMap } from 'leaflet';

/** Just what the device canvas asks of a Leaflet map: the whole world in view at `zoom`, degrees as pixels. */
export function fakeLeafletMap(zoom: number): LeafletMap {
  const container = document.createElement('div');
  const bounds = {
    getWest: () => -180,
    getSouth: () => -85,
    getEast: () => 180,
    getNorth: () => 85,
    toBBoxString: () => '-180,-85,180,85',
  };
  return {
    getContainer: () => container,
    on: () => undefined,
    off: () => undefined,
    getSize: () => ({ x: 800, y: 600 }),
    getZoom: () => zoom,
    getBounds: () => ({ pad: () => bounds }),
    latLngToContainerPoint: ([lat, lng]: [number, number]) => ({ x: lng, y: lat }),
  } as unknown as LeafletMap;
}
