import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';

/**
 * China's province-level boundaries, the offline base layer of every map (no tile server is reachable from many
 * deployments). Served as a static file from public/geo/.
 *
 * Source: `map/json/china.json` of the npm package echarts@4.9.0, Apache License 2.0, decoded from ECharts' compressed
 * encoding into plain GeoJSON (see public/geo/NOTICE.md).
 */
export const CHINA_PROVINCES_URL = '/geo/china-provinces.geo.json';

/** `name` is the short Chinese name (广东), `id` the administrative code (440000). */
export interface ProvinceProperties {
  id: string;
  name: string;
}

export type ProvinceCollection = FeatureCollection<Polygon | MultiPolygon, ProvinceProperties>;

let pending: Promise<ProvinceCollection> | null = null;

/** Fetches the boundaries once per session; a failed fetch is forgotten, so the next call tries again. */
export function loadChinaProvinces(): Promise<ProvinceCollection> {
  pending ??= fetchProvinces().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

async function fetchProvinces(): Promise<ProvinceCollection> {
  const response = await fetch(CHINA_PROVINCES_URL);
  if (!response.ok) throw new Error(`${CHINA_PROVINCES_URL}: HTTP ${response.status}`);
  const data = (await response.json()) as Partial<ProvinceCollection>;
  if (data.type !== 'FeatureCollection' || !Array.isArray(data.features)) {
    throw new Error(`${CHINA_PROVINCES_URL}: not a GeoJSON FeatureCollection`);
  }
  return data as ProvinceCollection;
}
