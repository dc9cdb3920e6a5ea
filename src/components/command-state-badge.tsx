import type { CommandState } from '@contract/device-command';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONES = { pending: 'amber', delivered: 'blue', done: 'green', failed: 'red', expired: 'slate' } as const;

/** A device command's state (waiting, received, done, failed, expired), for every page that follows a command. */
export function CommandStateBadge({ state }: { state: CommandState }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[state]}>{t(`deviceCtl.states.${state}`)}</Badge>;
}
