import { AUTO_RENEW_DAYS, packageTypes, type Holding, type HoldingState } from '@contract/cost';
import { useMemo } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { usePermission } from '@/lib/permissions';
import { useSetAutoRenew } from '../api/cost';
import { useBuy } from '../use-buy';

const STATE_TONES: Record<HoldingState, 'green' | 'amber' | 'red' | 'slate'> = {
  serving: 'green',
  expiring: 'amber',
  stopped: 'red',
  usedUp: 'slate',
};

const col = columnHelper<Holding>();

interface Props {
  holdings: Holding[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  label: string;
  emptyText: string;
  filtered?: boolean;
  onClearFilters?: () => void;
}

/**
 * What the unit owns: each package with its state, its end (a period) or what is left (pieces), auto-renew for a
 * period, and a way to buy more of it (one more period or piece, through the cashier).
 */
export function HoldingsTable({ holdings, loading, error, onRetry, label, emptyText, ...filters }: Props) {
  const { t } = useTranslation();
  const canPay = usePermission('cost:pay');
  const autoRenew = useSetAutoRenew();
  const { buy, pendingId } = useBuy();

  const columns = useMemo(() => {
    const date = timeFormats.date;
    const toggle = async (h: Holding, on: boolean) => {
      await autoRenew.mutateAsync({ id: h.id, autoRenew: on });
      notify(
        'success',
        t(on ? 'cost.holdings.autoRenewOn' : 'cost.holdings.autoRenewOff', {
          name: h.productName,
          days: AUTO_RENEW_DAYS,
        }),
      );
    };
    return [
      col.accessor('productName', {
        header: t('cost.holdings.product'),
        cell: (c) => <span className="font-medium">{c.getValue()}</span>,
      }),
      col.accessor('serviceType', {
        header: t('cost.holdings.serviceType'),
        cell: (c) => t(`cost.serviceTypes.${String(c.getValue()) as '1'}`),
      }),
      col.accessor('state', {
        header: t('cost.holdings.state'),
        cell: (c) => <Badge tone={STATE_TONES[c.getValue()]}>{t(`cost.holdings.states.${c.getValue()}`)}</Badge>,
      }),
      col.display({
        id: 'left',
        header: t('cost.holdings.left'),
        cell: (c) => {
          const h = c.row.original;
          if (h.endsAt) return t('cost.holdings.endsAt', { date: date.format(new Date(h.endsAt)) });
          if (h.packageType === packageTypes.onDemand)
            return t('cost.holdings.unitsLeft', { left: h.leftUnits, total: h.units });
          return t('cost.holdings.boughtOut', { n: h.units });
        },
      }),
      col.accessor('autoRenew', {
        header: t('cost.holdings.autoRenew'),
        cell: (c) => {
          const h = c.row.original;
          if (!h.endsAt) return <span className="text-slate-400">—</span>;
          return (
            <Switch
              checked={h.autoRenew}
              label={t('cost.holdings.autoRenewOf', { name: h.productName })}
              disabled={!canPay || autoRenew.isPending}
              onChange={(on) => void toggle(h, on).catch(() => undefined)}
            />
          );
        },
      }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => {
          const h = c.row.original;
          if (!canPay) return null;
          return (
            <Button
              size="sm"
              variant="secondary"
              loading={pendingId === h.productId}
              onClick={() => void buy(h.productId)}
            >
              {t(h.endsAt ? 'cost.holdings.renew' : 'cost.holdings.buyMore')}
            </Button>
          );
        },
      }),
    ];
  }, [t, canPay, autoRenew, buy, pendingId]);

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={holdings}
      total={holdings?.length ?? 0}
      page={1}
      pageSize={Math.max(1, holdings?.length ?? 0)}
      onPage={() => undefined}
      loading={loading}
      error={error}
      onRetry={onRetry}
      pager={false}
      rowId={(h) => String(h.id)}
      emptyText={emptyText}
      {...filters}
    />
  );
}
