import 'leaflet/dist/leaflet.css';
import {
  latLng,
  LatLngBounds,
  latLngBounds,
  type LatLngBoundsExpression,
  type LatLngExpression,
  type PathOptions,
} from 'leaflet';
import { useEffect, type ReactNode } from 'react';
import {
  CircleMarker,
  GeoJSON,
  LayerGroup,
  MapContainer,
  Polygon,
  Polyline,
  Popup,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import type { ProvinceCollection } from './china-provinces';

// The lazily loaded half of the map: Leaflet, react-leaflet and Leaflet's CSS enter the bundle only here, in a chunk of
// their own (see ./index.tsx, which loads this module and the boundaries together).

/** The react-leaflet pieces a map's content is drawn with; callers get them from `ProvinceMap`'s render function. */
export const mapLayers = { CircleMarker, LayerGroup, Polygon, Polyline, Popup, Tooltip, useMap, useMapEvents };
export type MapLayers = typeof mapLayers;

export interface ProvinceMapViewProps {
  geo: ProvinceCollection;
  /** Where the map looks, with `zoom`; or `bounds` to fit. Later changes move the map. */
  center?: LatLngExpression;
  zoom?: number;
  bounds?: LatLngBoundsExpression;
  /** CSS height of the map, e.g. 260 or '60vh'. */
  height: number | string;
  className?: string;
  /** Whether the mouse wheel zooms (off by default: a small map in a scrolling page should not catch the wheel). */
  scrollWheelZoom?: boolean;
  children?: ReactNode;
}

const CHINA_BOUNDS: LatLngBoundsExpression = [
  [17, 73],
  [54, 135],
];

/** Sea and foreign land: a light grey-blue, the provinces in white with thin grey borders. */
const BACKGROUND = '#e8eef5';
const provinceStyle: PathOptions = {
  color: '#94a3b8',
  weight: 0.8,
  fillColor: '#ffffff',
  fillOpacity: 1,
  interactive: false,
};
const ATTRIBUTION = 'Boundaries: Apache ECharts 4.9.0 (Apache-2.0)';

/** Moves the map when its center, zoom or bounds change after the first render (MapContainer reads them once). */
function View({ center, zoom, bounds }: Pick<ProvinceMapViewProps, 'center' | 'zoom' | 'bounds'>) {
  const map = useMap();
  // Compared by value, so an inline [lat, lng] that is equal on the next render leaves the map where the user moved it.
  const c = center ? latLng(center) : null;
  const b = bounds instanceof LatLngBounds ? bounds : bounds ? latLngBounds(bounds) : null;
  const [lat, lng] = [c?.lat, c?.lng];
  const [south, west, north, east] = [b?.getSouth(), b?.getWest(), b?.getNorth(), b?.getEast()];
  useEffect(() => {
    if (south !== undefined && west !== undefined && north !== undefined && east !== undefined) {
      map.fitBounds([
        [south, west],
        [north, east],
      ]);
    } else if (lat !== undefined && lng !== undefined) {
      map.setView([lat, lng], zoom ?? map.getZoom());
    }
  }, [map, lat, lng, zoom, south, west, north, east]);
  return null;
}

/**
 * A Leaflet map of China without tiles: the province boundaries as base layer on a light background, drawn on a
 * canvas, and the caller's layers on top. Knows nothing of devices.
 */
export default function ProvinceMapView({
  geo,
  center,
  zoom,
  bounds,
  height,
  className,
  scrollWheelZoom = false,
  children,
}: ProvinceMapViewProps) {
  return (
    <MapContainer
      center={bounds ? undefined : center}
      zoom={bounds ? undefined : (zoom ?? 4)}
      bounds={bounds ?? (center ? undefined : CHINA_BOUNDS)}
      minZoom={3}
      maxZoom={10}
      preferCanvas
      scrollWheelZoom={scrollWheelZoom}
      attributionControl
      className={className}
      style={{ height, background: BACKGROUND, fontFamily: 'inherit' }}
    >
      <GeoJSON data={geo} style={provinceStyle} attribution={ATTRIBUTION} />
      <View center={center} zoom={zoom} bounds={bounds} />
      {children}
    </MapContainer>
  );
}
