import type { AuthState } from '@contract/authorization';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const tones = { 0: 'green', 1: 'amber', 2: 'slate', 3: 'blue', 4: 'blue', 5: 'amber', 6: 'green' } as const;

/** An authorisation's state (spec section 4: 0 in use ... 6 review complete) as a pill; shared by its pages. */
export function AuthStateBadge({ state }: { state: AuthState }) {
  const { t } = useTranslation();
  return <Badge tone={tones[state]}>{t(`authorization.states.${state}`)}</Badge>;
}
