import { LiveDeviceMap } from '@/components/live-device-map';
import { useTranslation } from '@/lib/i18n';

export default function DeviceMapWidget() {
  const { t } = useTranslation();
  return <LiveDeviceMap tone="light" label={t('board.widgets.deviceMap')} />;
}
