import type { Device } from '@contract/device';
import { Card } from '@tremor/react';
import { Field } from '@/components/detail-card';
import { ProvinceMap } from '@/components/map';
import { useTranslation } from '@/lib/i18n';

/** About one province across the card's width. */
const PROVINCE_ZOOM = 6;
const MAP_HEIGHT = 260;
const ONLINE_COLOUR = '#16a34a';
const OFFLINE_COLOUR = '#64748b';

/**
 * The device's last reported position on a small map: a dot coloured by its online state, its address and
 * coordinates below; a note instead of the map when it has reported none.
 */
export function DeviceLocationCard({ device: d }: { device: Device }) {
  const { t } = useTranslation();
  const none = t('common.none');
  const center: [number, number] | null =
    d.latitude !== null && d.longitude !== null ? [d.latitude, d.longitude] : null;
  const colour = d.online ? ONLINE_COLOUR : OFFLINE_COLOUR;

  return (
    <Card className="mt-6">
      <h3 className="text-base font-semibold text-slate-900">{t('device.detail.location')}</h3>
      {center ? (
        <ProvinceMap
          className="mt-4"
          height={MAP_HEIGHT}
          center={center}
          zoom={PROVINCE_ZOOM}
          label={t('device.detail.mapLabel', { name: d.name })}
        >
          {({ CircleMarker, Tooltip }) => (
            <CircleMarker
              center={center}
              radius={8}
              pathOptions={{ color: '#ffffff', weight: 2, fillColor: colour, fillOpacity: 1 }}
            >
              <Tooltip direction="top" offset={[0, -8]}>
                <div className="font-medium text-slate-900">{d.name}</div>
                {d.address ? <div className="text-slate-600">{d.address}</div> : null}
              </Tooltip>
            </CircleMarker>
          )}
        </ProvinceMap>
      ) : (
        <div className="mt-4 rounded-lg border border-dashed border-slate-200 bg-slate-50 px-4 py-10 text-center text-sm text-slate-500">
          {t('device.detail.noLocation')}
        </div>
      )}
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Field label={t('device.address')}>{d.address ?? none}</Field>
        <Field label={t('device.detail.coordinates')}>
          {center ? `${center[0].toFixed(6)}, ${center[1].toFixed(6)}` : none}
        </Field>
      </dl>
    </Card>
  );
}
