import 'leaflet/dist/leaflet.css';
import {
  latLng,
  LatLngBounds,
  latLngBounds,
  type LatLngBoundsExpression,
  type LatLngExpression,
  type PathOptions,
} from 'leaflet';
import type { Feature, MultiPolygon, Polygon as GeoPolygon } from 'geojson';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  Circle,
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
import type { ProvinceCollection, ProvinceProperties } from './china-provinces';
import { DeviceMarks } from './device-marks';

// The lazily loaded half of the map: Leaflet, react-leaflet and Leaflet's CSS enter the bundle only here, in a chunk of
// their own (see ./index.tsx, which loads this module and the boundaries together).

/** The react-leaflet pieces a map's content is drawn with; callers get them from `ProvinceMap`'s render function. */
export const mapLayers = {
  Circle,
  CircleMarker,
  DeviceMarks,
  LayerGroup,
  Polygon,
  Polyline,
  Popup,
  Tooltip,
  useMap,
  useMapEvents,
};
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
  /** 'dark' for the wall display. */
  tone?: 'light' | 'dark';
  /** The closest zoom (10 by default: the boundaries are all there is; drawing a fence needs street scale). */
  maxZoom?: number;
  /** Zoom steps; a fraction lets the default view fill the map exactly (the wall display). */
  zoomSnap?: number;
  /** Text (HTML) shown while the pointer is over a province, read each time it opens so it is always current. */
  provinceTip?: (province: Feature<GeoPolygon | MultiPolygon, ProvinceProperties>) => string;
  children?: ReactNode;
}

const CHINA_BOUNDS: LatLngBoundsExpression = [
  [17, 73],
  [54, 135],
];

/** Light: sea and foreign land grey-blue, provinces white with thin grey borders. Dark: navy with lit borders. */
const tones = {
  light: {
    background: '#e8eef5',
    province: { color: '#94a3b8', weight: 0.8, fillColor: '#ffffff', fillOpacity: 1 },
    hover: { fillColor: '#dbeafe' },
  },
  dark: {
    background: '#040c1e',
    province: { color: '#2f6fb8', weight: 1, fillColor: '#0b1f40', fillOpacity: 1 },
    hover: { fillColor: '#163a6e' },
  },
} satisfies Record<string, { background: string; province: PathOptions; hover: PathOptions }>;
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
  tone = 'light',
  zoomSnap = 1,
  maxZoom = 10,
  provinceTip,
  children,
}: ProvinceMapViewProps) {
  const look = tones[tone];
  // Read when a tooltip opens, so the text follows the caller's latest data without rebinding the layer.
  const tipRef = useRef(provinceTip);
  tipRef.current = provinceTip;
  const hoverable = provinceTip !== undefined;
  // Stable, so a caller re-rendering (live data) does not restyle every province.
  const style = useMemo(() => ({ ...look.province, interactive: hoverable }), [look, hoverable]);
  return (
    <MapContainer
      center={bounds ? undefined : center}
      zoom={bounds ? undefined : (zoom ?? 4)}
      bounds={bounds ?? (center ? undefined : CHINA_BOUNDS)}
      minZoom={3}
      maxZoom={maxZoom}
      zoomSnap={zoomSnap}
      zoomDelta={Math.max(zoomSnap, 0.5)}
      preferCanvas
      scrollWheelZoom={scrollWheelZoom}
      attributionControl
      className={className}
      style={{ height, background: look.background, fontFamily: 'inherit' }}
    >
      <GeoJSON
        key={`${tone}-${hoverable}`}
        data={geo}
        style={style}
        attribution={ATTRIBUTION}
        onEachFeature={
          hoverable
            ? (feature, layer) => {
                const province = feature as Feature<GeoPolygon | MultiPolygon, ProvinceProperties>;
                layer.bindTooltip(() => tipRef.current?.(province) ?? province.properties.name, {
                  sticky: true,
                  className: `map-tip-${tone}`,
                });
                const path = layer as unknown as { setStyle(style: PathOptions): void };
                layer.on('mouseover', () => path.setStyle(look.hover));
                layer.on('mouseout', () => path.setStyle(look.province));
              }
            : undefined
        }
      />
      <View center={center} zoom={zoom} bounds={bounds} />
      {children}
    </MapContainer>
  );
}
