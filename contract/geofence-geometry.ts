/*
 * The geometry of authorisation fences, shared by the server (which judges every stamp) and the console (which
 * refuses a bad fence before it is sent). Pure and small: fences are a few kilometres across, so polygons are
 * treated as plane figures in longitude/latitude degrees (the error is far below a phone's GPS accuracy) and circles
 * by great-circle distance.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export type Fence = { kind: 'circle'; center: LatLng; radius: number } | { kind: 'polygon'; points: LatLng[] };

/** The mean earth radius in metres (haversine). */
const EARTH_RADIUS = 6_371_008.8;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS) / 180;
/** Below this many square metres a polygon has no area worth the name (its points are on one line or one spot). */
const MIN_AREA = 1;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distance(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The polygon's area in square metres (shoelace on a local equirectangular projection around its first point). */
export function polygonArea(points: readonly LatLng[]): number {
  const origin = points[0];
  if (!origin) return 0;
  const scale = Math.cos(rad(origin.lat));
  const xy = points.map((p) => ({
    x: (p.lng - origin.lng) * scale * METRES_PER_DEGREE,
    y: (p.lat - origin.lat) * METRES_PER_DEGREE,
  }));
  let twice = 0;
  for (let i = 0; i < xy.length; i++) {
    const a = xy[i]!;
    const b = xy[(i + 1) % xy.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/** Sign of the turn a -> b -> c: 1 left, -1 right, 0 on one line. */
function orientation(a: LatLng, b: LatLng, c: LatLng): number {
  const v = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  return Math.abs(v) < 1e-15 ? 0 : Math.sign(v);
}

/** Whether c (on the line through a and b) lies within the segment a-b. */
function within(a: LatLng, b: LatLng, c: LatLng): boolean {
  return (
    Math.min(a.lng, b.lng) <= c.lng &&
    c.lng <= Math.max(a.lng, b.lng) &&
    Math.min(a.lat, b.lat) <= c.lat &&
    c.lat <= Math.max(a.lat, b.lat)
  );
}

/** Whether segments p1-p2 and q1-q2 touch or cross (endpoints and collinear overlaps included). */
export function segmentsIntersect(p1: LatLng, p2: LatLng, q1: LatLng, q2: LatLng): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && within(p1, p2, q1)) ||
    (o2 === 0 && within(p1, p2, q2)) ||
    (o3 === 0 && within(q1, q2, p1)) ||
    (o4 === 0 && within(q1, q2, p2))
  );
}

/** Whether two edges of the closed polygon that share no vertex touch, or a vertex repeats: not a simple polygon. */
export function selfIntersects(points: readonly LatLng[]): boolean {
  const n = points.length;
  const edge = (i: number): [LatLng, LatLng] => [points[i]!, points[(i + 1) % n]!];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) {
        // Neighbours share one vertex; they may not fold back onto each other.
        const [a, b] = edge(i);
        const [c, d] = edge(j);
        const shared = j === i + 1 ? b : a;
        const other = j === i + 1 ? d : c;
        const own = j === i + 1 ? a : b;
        const folds = within(own, shared, other) || within(shared, other, own);
        if (n > 3 && orientation(own, shared, other) === 0 && folds) return true;
        continue;
      }
      if (segmentsIntersect(...edge(i), ...edge(j))) return true;
    }
  }
  return false;
}

export const coordinatesValid = (p: LatLng) =>
  Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;

/**
 * Whether the fence reaches over the 180° meridian: a polygon edge spanning more than half the globe in longitude
 * (the short way round crosses it), or a circle reaching past ±180° (or over a pole). Such fences are refused
 * rather than guessed at: no seal is used there, and the plane geometry above would misread them.
 */
export function crossesAntimeridian(fence: Fence): boolean {
  if (fence.kind === 'circle') {
    const latSpan = fence.radius / METRES_PER_DEGREE;
    if (Math.abs(fence.center.lat) + latSpan >= 90) return true;
    const lngSpan = latSpan / Math.cos(rad(fence.center.lat));
    return Math.abs(fence.center.lng) + lngSpan > 180;
  }
  const n = fence.points.length;
  return fence.points.some((p, i) => Math.abs(fence.points[(i + 1) % n]!.lng - p.lng) > 180);
}

/** Whether the point is inside the fence (a circle's edge counts as inside). */
export function insideFence(fence: Fence, p: LatLng): boolean {
  if (fence.kind === 'circle') return distance(fence.center, p) <= fence.radius;
  let inside = false;
  const pts = fence.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i]!;
    const b = pts[j]!;
    if (a.lat > p.lat !== b.lat > p.lat && p.lng < ((b.lng - a.lng) * (p.lat - a.lat)) / (b.lat - a.lat) + a.lng) {
      inside = !inside;
    }
  }
  return inside;
}

/** Where a stamp was with respect to a fence: 'unknown' when it reported no location. */
export function fenceVerdict(fence: Fence, lat: number | null, lng: number | null): 'inside' | 'outside' | 'unknown' {
  if (lat === null || lng === null) return 'unknown';
  return insideFence(fence, { lat, lng }) ? 'inside' : 'outside';
}

export type FenceProblem = 'coordinates' | 'antimeridian' | 'zeroArea' | 'selfIntersecting';

/** What is wrong with a fence of valid shape (radius and vertex count are checked by the schema), the first thing. */
export function fenceProblem(fence: Fence): FenceProblem | null {
  const points = fence.kind === 'circle' ? [fence.center] : fence.points;
  if (!points.every(coordinatesValid)) return 'coordinates';
  if (crossesAntimeridian(fence)) return 'antimeridian';
  if (fence.kind === 'circle') return null;
  // Crossing first: a bow tie's two halves cancel out to no area, and crossing edges is what is wrong with it.
  if (selfIntersects(fence.points)) return 'selfIntersecting';
  if (polygonArea(fence.points) < MIN_AREA) return 'zeroArea';
  return null;
}

/** The box around the fence, [[south, west], [north, east]], to fit a map to it. */
export function fenceBounds(fence: Fence): [[number, number], [number, number]] {
  if (fence.kind === 'circle') {
    const dLat = fence.radius / METRES_PER_DEGREE;
    const dLng = dLat / Math.max(0.01, Math.cos(rad(fence.center.lat)));
    const { lat, lng } = fence.center;
    return [
      [lat - dLat, lng - dLng],
      [lat + dLat, lng + dLng],
    ];
  }
  const lats = fence.points.map((p) => p.lat);
  const lngs = fence.points.map((p) => p.lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
