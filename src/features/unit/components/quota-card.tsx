import { quotaItems, type QuotaItem } from '@contract/unit';
import { Card } from '@tremor/react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { usePermission } from '@/lib/permissions';
import { useOwnQuotaApplications, useQuotas } from '../api/quotas';
import { QuotaApplyDialog } from './quota-apply-dialog';

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
  const canApply = usePermission('company:edit');
  const [applying, setApplying] = useState(false);

  return (
    <Card>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{t('unit.quotas.title')}</h2>
        {canApply && quotas.data ? (
          <Button size="sm" variant="secondary" onClick={() => setApplying(true)}>
            {t('unitQuotaApply.apply')}
          </Button>
        ) : null}
      </div>
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
      {canApply ? <OwnApplications /> : null}
      {applying ? (
        <QuotaApplyDialog
          limits={new Map(items.map((item) => [item, byItem.get(item)!.limit]))}
          onClose={() => setApplying(false)}
        />
      ) : null}
    </Card>
  );
}

const infoTones = { INITIAL: 'amber', PASS: 'green', REJECT: 'red' } as const;

/** The unit's latest applications for more, each with where it stands (and why, when rejected). */
function OwnApplications() {
  const { t } = useTranslation();
  const applications = useOwnQuotaApplications();
  const list = applications.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <div className="mt-6 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-medium text-slate-700">{t('unitQuotaApply.history')}</h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {list.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
            <span className="text-slate-700">{t(`unit.quotas.items.${a.item}`)}</span>
            <span className="tabular-nums text-slate-500">
              {a.currentLimit} → {a.requestedLimit}
            </span>
            <Badge tone={infoTones[a.infoState]}>{t(`platform.applications.infoStates.${a.infoState}`)}</Badge>
            {a.rejectReason ? (
              <span className="text-xs text-slate-500">
                {t('unitQuotaApply.rejectedBecause', { reason: a.rejectReason })}
              </span>
            ) : null}
            <span className="ml-auto text-xs text-slate-400">{timeFormats.minute.format(new Date(a.createdAt))}</span>
          </li>
        ))}
      </ul>
    </div>
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
