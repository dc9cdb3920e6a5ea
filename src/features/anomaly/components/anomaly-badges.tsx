import type { AlertState, Severity } from '@contract/anomaly';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const SEVERITY_TONES = { low: 'slate', medium: 'amber', high: 'red' } as const;
const STATE_TONES = { open: 'red', acknowledged: 'amber', resolved: 'green', dismissed: 'slate' } as const;

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation();
  return <Badge tone={SEVERITY_TONES[severity]}>{t(`anomaly.severities.${severity}`)}</Badge>;
}

export function AlertStateBadge({ state }: { state: AlertState }) {
  const { t } = useTranslation();
  return <Badge tone={STATE_TONES[state]}>{t(`anomaly.states.${state}`)}</Badge>;
}
