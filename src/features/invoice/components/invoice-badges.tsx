import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const STATUS_TONES: Record<number, 'amber' | 'green' | 'blue' | 'slate' | 'red'> = {
  4: 'amber',
  1: 'green',
  2: 'blue',
  3: 'slate',
  5: 'red',
  6: 'red',
};

/**
 * The invoice status (spec section 3) as a pill: issuing amber, issued green, accepted blue, withdrawn grey,
 * rejected and reversed red.
 */
export function InvoiceStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status] ?? 'slate'}>{t(`invoice.statuses.${String(status) as '1'}`)}</Badge>;
}
