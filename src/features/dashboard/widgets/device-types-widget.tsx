import { useAtomValue } from 'jotai';
import { LiveChart } from '@/components/charts/live-chart';
import { useTranslation } from '@/lib/i18n';
import { homeMapQueryAtom } from '@/lib/live-data/home-map';
import { WidgetNote } from '../components/widget-frame';

/** The unit's devices by type. */
export default function DeviceTypesWidget() {
  const { t } = useTranslation();
  const query = useAtomValue(homeMapQueryAtom);
  const map = query.data;
  if (!map) return <WidgetNote>{query.isError ? t('board.failed') : t('wall.loading')}</WidgetNote>;
  if (map.total === 0) return <WidgetNote>{t('wall.none')}</WidgetNote>;
  return (
    <div className="absolute inset-0 p-3">
      <LiveChart
        kind="donut"
        height="100%"
        label={t('board.widgets.deviceTypes')}
        valueName={t('wall.devices')}
        data={map.deviceTypes.map((d) => ({ label: t(`device.types.${d.deviceType}`), value: d.count }))}
      />
    </div>
  );
}
