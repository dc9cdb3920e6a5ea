import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { chunkRetryDelay } from '@/lib/lazy-retrying';
import { sharedKeys } from '@/lib/query-keys';
import { loadChinaProvinces } from './china-provinces';
import type { MapLayers, ProvinceMapViewProps } from './province-map-view';

export { CHINA_PROVINCES_URL, loadChinaProvinces, type ProvinceCollection } from './china-provinces';
export type { MapLayers } from './province-map-view';
export type { DeviceMarksProps } from './device-marks';
export {
  deviceMarkStates,
  emptyCounts,
  type DeviceMarkState,
  type DevicePoint,
  type StateCounts,
} from './device-points';

export interface ProvinceMapProps extends Omit<ProvinceMapViewProps, 'geo' | 'children'> {
  /** Names the map for assistive technology. */
  label?: string;
  /**
   * The layers on top of the provinces, drawn with the react-leaflet pieces handed in (Leaflet loads lazily, so the
   * caller does not import it): `{({ CircleMarker, Tooltip }) => <CircleMarker center={[lat, lng]} />}`.
   */
  children?: (layers: MapLayers) => ReactNode;
}

/**
 * Leaflet's chunk and the boundaries, fetched together once per session. A failure (the server restarting, the
 * network cut) is retried on its own until they arrive: a wall display has nobody to press "retry".
 */
async function loadMap() {
  const [view, geo] = await Promise.all([import('./province-map-view'), loadChinaProvinces()]);
  return { View: view.default, layers: view.mapLayers, geo };
}

/**
 * A map of China on the bundled province boundaries (no tile server needed), loaded on first use so Leaflet stays
 * out of the login page and the shell. Shows a placeholder while it loads, and what failed while it keeps trying.
 */
export function ProvinceMap({ label, children, height, className = '', ...view }: ProvinceMapProps) {
  const dark = view.tone === 'dark';
  const { t } = useTranslation();
  const map = useQuery({
    queryKey: sharedKeys.provinces,
    queryFn: loadMap,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: true,
    // React Query counts the failures before this one.
    retryDelay: (failureCount) => chunkRetryDelay(failureCount + 1),
    structuralSharing: false,
    refetchOnWindowFocus: false,
  });
  const frame = `relative isolate overflow-hidden ${dark ? '' : 'rounded-lg border border-slate-200'} ${className}`;

  if (!map.data) {
    // Said after the second failure (it keeps trying meanwhile); the button tries at once.
    const failed = map.failureCount >= 2;
    return (
      <div
        className={`${frame} flex flex-col items-center justify-center gap-3 text-sm ${dark ? 'text-slate-400' : 'bg-slate-50 text-slate-500'}`}
        style={{ height }}
        role={failed ? 'alert' : 'status'}
        aria-label={label}
      >
        {failed ? (
          <>
            <span>{t('map.failed')}</span>
            <Button size="sm" variant="secondary" onClick={() => void map.refetch()}>
              {t('common.retry')}
            </Button>
          </>
        ) : (
          <span className="animate-pulse">{t('map.loading')}</span>
        )}
      </div>
    );
  }

  const { View, layers, geo } = map.data;
  return (
    <div className={frame} role="region" aria-label={label}>
      <View geo={geo} height={height} {...view}>
        {children?.(layers)}
      </View>
    </div>
  );
}
