import { paymentChannelNames } from '@contract/cost';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const PAY_TONES = ['amber', 'green', 'blue', 'slate', 'slate', 'amber', 'red', 'blue'] as const;

/** The pay state (spec section 4) as a pill: waiting amber, paid green, failed review red, closed grey. */
export function PayStateBadge({ payState }: { payState: number }) {
  const { t } = useTranslation();
  const key = String(payState) as '0';
  return <Badge tone={PAY_TONES[payState] ?? 'slate'}>{t(`cost.payStates.${key}`)}</Badge>;
}

export function OrderStateBadge({ state }: { state: number }) {
  const { t } = useTranslation();
  const key = String(state) as '0';
  return <Badge tone={state === 4 ? 'green' : state === 5 ? 'slate' : 'blue'}>{t(`cost.orderStates.${key}`)}</Badge>;
}

/** The payment channel's name (an unknown one as it is stored). */
export function ChannelName({ channel }: { channel: string }) {
  const { t } = useTranslation();
  const known = paymentChannelNames.find((c) => c === channel);
  return <>{known ? t(`cost.order.channels.${known}`) : channel}</>;
}
