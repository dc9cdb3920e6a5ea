import type { QuotaInfoState } from '@contract/platform';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const certTones = { 0: 'slate', 1: 'amber', 2: 'green', 3: 'red' } as const;
const infoTones = { INITIAL: 'amber', PASS: 'green', REJECT: 'red' } as const;

/** A unit's certification state (unit.certStates of the console's texts). */
export function CertStateBadge({ state }: { state: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return <Badge tone={certTones[state]}>{t(`unit.certStates.${state}`)}</Badge>;
}

export function StandingBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return disabled ? (
    <Badge tone="red">{t('platform.units.standings.disabled')}</Badge>
  ) : (
    <Badge tone="green">{t('platform.units.standings.enabled')}</Badge>
  );
}

/** A quota application's info state (INITIAL under approval, PASS, REJECT). */
export function InfoStateBadge({ state }: { state: QuotaInfoState }) {
  const { t } = useTranslation();
  return <Badge tone={infoTones[state]}>{t(`platform.applications.infoStates.${state}`)}</Badge>;
}

/** "used / limit" with the share in a thin bar (red from 90 %). */
export function UseOfLimit({ used, limit }: { used: number; limit: number }) {
  const share = limit > 0 ? Math.min(1, used / limit) : 1;
  const tone = share >= 0.9 ? 'bg-red-500' : share >= 0.7 ? 'bg-amber-500' : 'bg-blue-600';
  return (
    <div className="w-28">
      <div className="text-xs tabular-nums text-slate-600">
        {used} / {limit}
      </div>
      <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
