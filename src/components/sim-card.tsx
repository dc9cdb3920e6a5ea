import { flowText, simAlertOf, type DeviceSim, type SimState } from '@contract/cost';
import { useCallback } from 'react';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';

const SIM_TONES: Record<SimState, 'green' | 'blue' | 'amber' | 'red' | 'slate'> = {
  normal: 'green',
  test: 'blue',
  silent: 'amber',
  stop: 'red',
  cancel: 'slate',
};

/** A SIM card's state (spec section 3: test, silent, normal, stop, cancel) as a pill, for the device and cost pages. */
export function SimStateBadge({ state }: { state: SimState }) {
  const { t } = useTranslation();
  return <Badge tone={SIM_TONES[state]}>{t(`deviceSim.states.${state}`)}</Badge>;
}

/** The card's paid-until date, or 未缴费 for a card never paid (a test card). */
export function usePaidUntilText(): (sim: Pick<DeviceSim, 'paidUntil'>) => string {
  const { t } = useTranslation();
  return useCallback(
    (sim) => (sim.paidUntil ? timeFormats.date.format(new Date(sim.paidUntil)) : t('deviceSim.noPaidUntil')),
    [t],
  );
}

/**
 * A device's card in a list cell: its state, ICCID and paid-until on hover, and below it 即将到期 in amber when it ends
 * within 30 days (contract `simAlertOf`), so an administrator notices it before the card stops.
 */
export function SimSummary({ sim }: { sim: DeviceSim }) {
  const { t } = useTranslation();
  const paidUntil = usePaidUntilText()(sim);
  return (
    <span
      className="inline-flex flex-col items-start gap-0.5"
      title={t('deviceSim.hint', { iccid: sim.iccid, date: paidUntil })}
    >
      <SimStateBadge state={sim.cardState} />
      {simAlertOf(sim) === 'expiring' ? (
        <span className="text-xs whitespace-nowrap text-amber-700">{t('deviceSim.expiring')}</span>
      ) : null}
    </span>
  );
}

/** This month's data: used / allowed in MB (spec section 9: KB / 1024, two decimals) over a bar. */
export function SimFlow({ sim }: { sim: Pick<DeviceSim, 'flowUsedKb' | 'flowLimitKb'> }) {
  const { t } = useTranslation();
  const percent = Math.min(100, Math.round((sim.flowUsedKb / sim.flowLimitKb) * 100));
  return (
    <div className="min-w-32">
      <div className="text-xs text-slate-700">
        {t('deviceSim.flowValue', { used: flowText(sim.flowUsedKb), limit: flowText(sim.flowLimitKb) })}
      </div>
      <div
        role="meter"
        aria-label={t('deviceSim.flow')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={`h-full ${percent >= 90 ? 'bg-red-500' : 'bg-blue-500'}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
