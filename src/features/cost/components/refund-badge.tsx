import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONES: Record<number, 'amber' | 'blue' | 'green' | 'red' | 'slate'> = {
  1: 'amber',
  2: 'green',
  3: 'red',
  4: 'slate',
  5: 'blue',
};

/** A refund's status as a pill: waiting amber, sending blue, refunded green, rejected red, refused by the channel grey. */
export function RefundStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status] ?? 'slate'}>{t(`cost.refunds.statuses.${String(status) as '1'}`)}</Badge>;
}
