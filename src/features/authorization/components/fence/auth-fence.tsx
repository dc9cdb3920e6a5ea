import type { Authorization } from '@contract/authorization';
import { fenceBounds, insideFence, type Fence, type LatLng } from '@contract/geofence';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useAuthorizationUses } from '../../api/authorizations';
import { FenceMap, type StampMark } from './fence-map';

const MAP_HEIGHT = 280;

/** A margin around the frame (a share of its size), so a stamp at its edge is drawn whole. */
const MARGIN = 0.1;

/** The fence's frame widened to take in every located stamp: one far outside is on screen too. */
function frameOf(fence: Fence, stamps: readonly LatLng[]): [[number, number], [number, number]] {
  const [[s, w], [n, e]] = fenceBounds(fence);
  const [south, west] = [Math.min(s, ...stamps.map((p) => p.lat)), Math.min(w, ...stamps.map((p) => p.lng))];
  const [north, east] = [Math.max(n, ...stamps.map((p) => p.lat)), Math.max(e, ...stamps.map((p) => p.lng))];
  const [dLat, dLng] = [(north - south) * MARGIN, (east - west) * MARGIN];
  return [
    [south - dLat, west - dLng],
    [north + dLat, east + dLng],
  ];
}

/**
 * An authorisation's fence on the map with every stamp made under it that reported a location, green inside and red
 * outside (judged by the same rule as the server), whether a stamp outside locks it, and whether one did.
 */
export function AuthFence({ detail }: { detail: Pick<Authorization, 'id' | 'fence' | 'fenceLocked'> }) {
  const { t } = useTranslation();
  const uses = useAuthorizationUses(detail.id);
  if (!detail.fence) return null;
  const { fence, lockOnBreach } = detail.fence;
  const located = (uses.data ?? []).filter((u) => u.latitude !== null && u.longitude !== null);
  const stamps: StampMark[] = located.map((u) => ({
    id: u.id,
    lat: u.latitude!,
    lng: u.longitude!,
    inside: insideFence(fence, { lat: u.latitude!, lng: u.longitude! }),
    label: t('geofence.stampTip', { at: timeFormats.second.format(u.usedAt), address: u.address ?? '' }),
  }));
  const unlocated = (uses.data?.length ?? 0) - located.length;
  const summary =
    fence.kind === 'circle'
      ? t('geofence.circleSummary', { lat: fence.center.lat, lng: fence.center.lng, radius: fence.radius })
      : t('geofence.polygonSummary', { count: fence.points.length });
  return (
    <section aria-label={t('geofence.detailTitle')}>
      <h3 className="mb-2 text-base font-semibold text-slate-900">{t('geofence.detailTitle')}</h3>
      {detail.fenceLocked ? (
        <p role="status" className="mb-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('geofence.detailLocked')}
        </p>
      ) : null}
      <p className="mb-2 text-sm text-slate-600">
        {summary} · {lockOnBreach ? t('geofence.detailLock') : t('geofence.detailNoLock')}
      </p>
      <FenceMap
        label={t('geofence.mapLabel')}
        height={MAP_HEIGHT}
        bounds={frameOf(fence, stamps)}
        fence={fence}
        stamps={stamps}
      />
      <p className="mt-2 flex flex-wrap gap-4 text-xs text-slate-500">
        <span>
          <span className="mr-1 inline-block h-2.5 w-2.5 rounded-full bg-green-600" aria-hidden />
          {t('geofence.legendInside')} {stamps.filter((s) => s.inside).length}
        </span>
        <span>
          <span className="mr-1 inline-block h-2.5 w-2.5 rounded-full bg-red-600" aria-hidden />
          {t('geofence.legendOutside')} {stamps.filter((s) => !s.inside).length}
        </span>
        {unlocated > 0 ? <span>{t('geofence.noLocation', { count: unlocated })}</span> : null}
      </p>
    </section>
  );
}
