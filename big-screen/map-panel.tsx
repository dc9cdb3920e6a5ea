import { LiveDeviceMap, LocatedCount } from '@/components/live-device-map';
import { useTranslation } from '@/lib/i18n';
import { Panel } from './panel';

/** The map of the unit's devices across China, in the middle of the wall. */
export function MapPanel({ scale }: { scale: number }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('wall.map.title')}
      className="flex-1"
      bodyClassName="relative"
      extra={<LocatedCount className="text-[0.8rem] text-slate-400" />}
    >
      <LiveDeviceMap tone="dark" scale={scale} label={t('wall.map.title')} />
    </Panel>
  );
}
