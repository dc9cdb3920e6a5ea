import type { ApplyOutcome, ApplyState } from '@contract/apply';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const tones = { WAITING: 'amber', RUNNING: 'blue', COMPLETED: 'green', rejected: 'red', revoked: 'slate' } as const;

/** The text key of a state: a TERMINATED application says how it ended (rejected or withdrawn). */
export function stateKey(state: ApplyState, outcome: ApplyOutcome | null): keyof typeof tones {
  return state === 'TERMINATED' ? (outcome ?? 'rejected') : state;
}

export function ApplyStateBadge({ state, outcome }: { state: ApplyState; outcome: ApplyOutcome | null }) {
  const { t } = useTranslation();
  const key = stateKey(state, outcome);
  return <Badge tone={tones[key]}>{t(`apply.states.${key}`)}</Badge>;
}
