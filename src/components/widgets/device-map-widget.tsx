import { LiveDeviceMap, LocatedCount } from '@/components/live-device-map';
import { useTranslation } from '@/lib/i18n';
import type { WidgetProps } from './types';

/** Every device of the unit on the map of China, live, clustered when zoomed out (see LiveDeviceMap). */
export function DeviceMapWidget({ tone, scale }: WidgetProps) {
  const { t } = useTranslation();
  return <LiveDeviceMap tone={tone === 'wall' ? 'dark' : 'light'} scale={scale} label={t('board.widgets.deviceMap')} />;
}

/** How many devices the map places. */
export function DeviceMapExtra({ tone }: WidgetProps) {
  return <LocatedCount className={tone === 'wall' ? 'text-[0.8rem] text-slate-400' : 'text-xs text-slate-500'} />;
}
