import { serviceStateOf, type Device } from '@contract/device';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const SERVICE_TONES = { longValid: 'blue', expiring: 'amber', expired: 'red' } as const;

/** A device's service state (长期有效 / 即将到期 / 已过期) by the contract's rule, as the device list shows it. */
export function ServiceStateBadge({ device }: { device: Pick<Device, 'deviceType' | 'serviceEndTime'> }) {
  const { t } = useTranslation();
  const state = serviceStateOf(device);
  return <Badge tone={SERVICE_TONES[state]}>{t(`device.${state}`)}</Badge>;
}
