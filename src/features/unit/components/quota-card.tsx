import { quotaItems, type QuotaItem } from '@contract/unit';
import { Card } from '@tremor/react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useQuotas } from '../api/quotas';

function barTone(share: number): string {
  if (share >= 0.9) return 'bg-red-500';
  if (share >= 0.7) return 'bg-amber-500';
  return 'bg-blue-600';
}

/** The quotas of spec section 9 with their units (个, 次, 条, 人, 个, 个, M, 次) and used/limit bars. */
export function QuotaCard() {
  const { t } = useTranslation();
  const quotas = useQuotas();
  const byItem = new Map((quotas.data ?? []).map((q) => [q.item, q]));
  const items = quotaItems.filter((item) => byItem.has(item));

  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">{t('unit.quotas.title')}</h2>
      {quotas.isPending ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-12 animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      ) : quotas.isError ? (
        <div className="mt-4 text-center">
          <Button size="sm" variant="secondary" onClick={() => void quotas.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t('unit.quotas.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {items.map((item) => (
            <QuotaRow key={item} item={item} used={byItem.get(item)!.used} limit={byItem.get(item)!.limit} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function QuotaRow({ item, used, limit }: { item: QuotaItem; used: number; limit: number }) {
  const { t } = useTranslation();
  const share = limit > 0 ? Math.min(1, used / limit) : 0;
  const name = t(`unit.quotas.items.${item}`);
  return (
    <li>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-slate-700">{name}</span>
        <span className="tabular-nums text-slate-500">
          {t('unit.quotas.usage', { used, limit, unit: t(`unit.quotas.units.${item}`) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={`h-full rounded-full ${barTone(share)}`} style={{ width: `${share * 100}%` }} />
      </div>
    </li>
  );
}
