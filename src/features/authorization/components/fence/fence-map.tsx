import type { Fence, LatLng } from '@contract/geofence';
import { ProvinceMap, type MapLayers } from '@/components/map';

const FENCE_COLOUR = '#2563eb';
const INSIDE_COLOUR = '#16a34a';
const OUTSIDE_COLOUR = '#dc2626';
/** Street scale: the boundaries are all the base there is, but a fence is drawn and read at this scale. */
const MAX_ZOOM = 17;

export interface StampMark extends LatLng {
  id: number;
  inside: boolean;
  label: string;
}

interface Props {
  label: string;
  height: number;
  /** What the map shows first: [[south, west], [north, east]]; China when absent. */
  bounds?: [[number, number], [number, number]] | undefined;
  fence?: Fence | undefined;
  /** Vertices being placed, drawn as dots so the first ones show before the polygon closes. */
  vertices?: readonly LatLng[];
  stamps?: readonly StampMark[];
  /** Called with the clicked place: the editor places the centre or the next vertex. */
  onPick?: (point: LatLng) => void;
}

function Picker({ layers, onPick }: { layers: MapLayers; onPick: (point: LatLng) => void }) {
  layers.useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/** The fence in blue on the offline map, vertices being placed, and stamps inside (green) or outside (red). */
export function FenceMap({ label, height, bounds, fence, vertices = [], stamps = [], onPick }: Props) {
  const line = { color: FENCE_COLOUR, weight: 2, fillColor: FENCE_COLOUR, fillOpacity: 0.12 };
  return (
    <ProvinceMap
      label={label}
      height={height}
      bounds={bounds}
      maxZoom={MAX_ZOOM}
      scrollWheelZoom={onPick !== undefined}
    >
      {(layers) => (
        <>
          {onPick ? <Picker layers={layers} onPick={onPick} /> : null}
          {fence?.kind === 'circle' ? (
            <layers.Circle center={[fence.center.lat, fence.center.lng]} radius={fence.radius} pathOptions={line} />
          ) : null}
          {fence?.kind === 'polygon' ? (
            <layers.Polygon
              positions={fence.points.map((p) => [p.lat, p.lng] as [number, number])}
              pathOptions={line}
            />
          ) : null}
          {vertices.map((p, i) => (
            <layers.CircleMarker
              key={`v${i}`}
              center={[p.lat, p.lng]}
              radius={4}
              pathOptions={{ color: FENCE_COLOUR, weight: 2, fillColor: '#ffffff', fillOpacity: 1 }}
            />
          ))}
          {stamps.map((s) => (
            <layers.CircleMarker
              key={s.id}
              center={[s.lat, s.lng]}
              radius={6}
              pathOptions={{
                color: '#ffffff',
                weight: 2,
                fillColor: s.inside ? INSIDE_COLOUR : OUTSIDE_COLOUR,
                fillOpacity: 1,
              }}
            >
              <layers.Tooltip>{s.label}</layers.Tooltip>
            </layers.CircleMarker>
          ))}
        </>
      )}
    </ProvinceMap>
  );
}
