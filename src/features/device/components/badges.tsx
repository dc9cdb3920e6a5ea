import { isLongValid, type Device } from '@contract/device';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

export function OnlineBadge({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return online ? <Badge tone="green">{t('device.online')}</Badge> : <Badge tone="slate">{t('device.offline')}</Badge>;
}

/** 'Long valid' or 'expiring' by the contract's rule (spec section 9); a service that has ended says so. */
export function ServiceBadge({ device }: { device: Pick<Device, 'deviceType' | 'serviceEndTime'> }) {
  const { t } = useTranslation();
  if (isLongValid(device)) return <Badge tone="blue">{t('device.longValid')}</Badge>;
  const ended = device.serviceEndTime !== null && new Date(device.serviceEndTime).getTime() < Date.now();
  return ended ? <Badge tone="red">{t('device.expired')}</Badge> : <Badge tone="amber">{t('device.expiring')}</Badge>;
}
