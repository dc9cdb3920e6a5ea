import type { Role } from '@contract/account';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const certTones = { 0: 'slate', 1: 'amber', 2: 'green', 3: 'red' } as const;
const roleTones = { 0: 'red', 1: 'blue', 2: 'amber', 3: 'slate' } as const;

export function CertBadge({ state }: { state: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return <Badge tone={certTones[state]}>{t(`unit.certStates.${state}`)}</Badge>;
}

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return <Badge tone={roleTones[role]}>{t(`roles.${role}`)}</Badge>;
}

export function StateBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return disabled ? (
    <Badge tone="red">{t('unit.member.disabled')}</Badge>
  ) : (
    <Badge tone="green">{t('unit.member.active')}</Badge>
  );
}
