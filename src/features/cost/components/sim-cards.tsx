import { flowText, type Sim } from '@contract/cost';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { SimFlow, SimStateBadge, usePaidUntilText } from '@/components/sim-card';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSims } from '../api/cost';

const col = columnHelper<Sim>();
/** A unit may hold hundreds of networked seals: their cards are shown a page at a time. */
const PAGE_SIZE = 5;

/**
 * The SIM cards in the unit's networked seals (or one device's): state, this month's and last month's data, paid until; a card is
 * renewed with its device's service (devicePay, linked from each row).
 */
export function SimCards({ deviceId }: { deviceId?: string }) {
  const { t } = useTranslation();
  const sims = useSims(deviceId);
  const paidUntil = usePaidUntilText();
  const columns = useMemo(() => {
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
      col.accessor('cardState', { header: t('deviceSim.state'), cell: (c) => <SimStateBadge state={c.getValue()} /> }),
      col.display({ id: 'flow', header: t('deviceSim.flow'), cell: (c) => <SimFlow sim={c.row.original} /> }),
      col.accessor('lastMonthFlowKb', {
        header: t('cost.sims.lastMonth'),
        cell: (c) => (c.getValue() === null ? '—' : t('cost.sims.flowMb', { mb: flowText(c.getValue()!) })),
      }),
      col.accessor('paidUntil', { header: t('deviceSim.paidUntil'), cell: (c) => paidUntil(c.row.original) }),
    ];
  }, [t, paidUntil]);
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
