import { flowText, type Sim, type SimState } from '@contract/cost';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useSims } from '../api/cost';

const SIM_TONES: Record<SimState, 'green' | 'blue' | 'amber' | 'red' | 'slate'> = {
  normal: 'green',
  test: 'blue',
  silent: 'amber',
  stop: 'red',
  cancel: 'slate',
};

/** A SIM card's state (spec section 3) as a pill. */
export function SimStateBadge({ state }: { state: SimState }) {
  const { t } = useTranslation();
  return <Badge tone={SIM_TONES[state]}>{t(`cost.sims.states.${state}`)}</Badge>;
}

/** This month's data: used / allowed in MB (spec section 9: KB / 1024, two decimals) over a bar. */
export function SimFlow({ sim }: { sim: Sim }) {
  const { t } = useTranslation();
  const percent = Math.min(100, Math.round((sim.flowUsedKb / sim.flowLimitKb) * 100));
  return (
    <div className="min-w-32">
      <div className="text-xs text-slate-700">
        {t('cost.sims.flowValue', { used: flowText(sim.flowUsedKb), limit: flowText(sim.flowLimitKb) })}
      </div>
      <div
        role="meter"
        aria-label={t('cost.sims.flow')}
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

const col = columnHelper<Sim>();
/** A unit may hold hundreds of networked seals: their cards are shown a page at a time. */
const PAGE_SIZE = 5;

/**
 * The SIM cards in the unit's networked seals (or one device's): state, this month's data, paid until; a card is
 * renewed with its device's service (devicePay, linked from each row).
 */
export function SimCards({ deviceId }: { deviceId?: string }) {
  const { t } = useTranslation();
  const sims = useSims(deviceId);
  const columns = useMemo(() => {
    const date = timeFormats.date;
    return [
      col.accessor('deviceName', {
        header: t('cost.sims.device'),
        cell: (c) => (
          <Link to={paths.cost.devicePay(c.row.original.deviceId)} className="text-blue-700 hover:underline">
            {c.getValue()}（{c.row.original.deviceId}）
          </Link>
        ),
      }),
      col.accessor('iccid', {
        header: 'ICCID',
        cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
      }),
      col.accessor('cardState', { header: t('cost.sims.state'), cell: (c) => <SimStateBadge state={c.getValue()} /> }),
      col.display({ id: 'flow', header: t('cost.sims.flow'), cell: (c) => <SimFlow sim={c.row.original} /> }),
      col.accessor('paidUntil', {
        header: t('cost.sims.paidUntil'),
        cell: (c) => (c.getValue() ? date.format(new Date(c.getValue()!)) : '—'),
      }),
    ];
  }, [t]);
  const [page, setPage] = useState(1);
  const all = sims.data ?? [];
  return (
    <DataTable
      label={t('cost.sims.title')}
      columns={columns}
      rows={all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      total={all.length}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      loading={sims.isLoading}
      pager={all.length > PAGE_SIZE}
      rowId={(s) => s.deviceId}
      emptyText={t('cost.sims.empty')}
    />
  );
}
