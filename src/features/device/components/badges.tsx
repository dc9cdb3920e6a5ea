import { serviceStateOf, type Device } from '@contract/device';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

export function OnlineBadge({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return online ? <Badge tone="green">{t('device.online')}</Badge> : <Badge tone="slate">{t('device.offline')}</Badge>;
}

const SERVICE_TONES = { longValid: 'blue', expiring: 'amber', expired: 'red' } as const;

/** 长期有效, 即将到期 or 已过期 by the contract's rule (spec section 9), as the list's service filter reads it. */
export function ServiceBadge({ device }: { device: Pick<Device, 'deviceType' | 'serviceEndTime'> }) {
  const { t } = useTranslation();
  const state = serviceStateOf(device);
  return <Badge tone={SERVICE_TONES[state]}>{t(`device.${state}`)}</Badge>;
}
