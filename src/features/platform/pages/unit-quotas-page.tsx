import { Card } from '@tremor/react';
import type { quotaRowSchema } from '@contract/platform';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod/mini';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useUnitQuotas } from '../api/platform';
import { QuotaEditDialog } from '../components/quota-edit-dialog';
import { UseOfLimit } from '../components/unit-badges';

type QuotaRow = z.infer<typeof quotaRowSchema>;

const cell = 'px-4 py-3 text-sm';

/** /quotasDetail?companyId= : one unit's 8 quota items (spec section 9); the platform adjusts any of them. */
export default function UnitQuotasPage() {
  const { t } = useTranslation();
  const raw = Number(useSearchParams()[0].get('companyId'));
  const companyId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const quotas = useUnitQuotas(companyId);
  const [editing, setEditing] = useState<QuotaRow | null>(null);
  const back = (
    <Link to={paths.system.quotas} className="text-sm font-medium text-blue-700 hover:underline">
      {t('platform.quotas.back')}
    </Link>
  );

  if (companyId === null) {
    return (
      <section className="mx-auto max-w-5xl">
        <PageHeader title={t('platform.quotas.title')} actions={back} />
        <p className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-500">
          {t('platform.quotas.noUnit')}
        </p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <PageHeader
        title={quotas.data ? `${t('platform.quotas.title')} · ${quotas.data.companyName}` : t('platform.quotas.title')}
        actions={back}
      />
      {quotas.data?.disabled ? <Badge tone="red">{t('platform.quotas.disabledNote')}</Badge> : null}
      <Card className="overflow-x-auto p-0">
        {quotas.isPending ? (
          <div className="space-y-3 p-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-8 animate-pulse rounded bg-slate-100" />
            ))}
          </div>
        ) : quotas.isError ? (
          <div className="p-10 text-center">
            <p className="text-sm text-slate-500">{t('table.error')}</p>
            <Button size="sm" variant="secondary" className="mt-3" onClick={() => void quotas.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <table className="w-full text-left" aria-label={t('platform.quotas.title')}>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-500">
              <tr>
                <th className={cell}>{t('platform.quotas.item')}</th>
                <th className={cell}>{t('platform.quotas.used')}</th>
                <th className={cell}>{t('platform.quotas.limit')}</th>
                <th className={cell}>{t('platform.quotas.defaultLimit')}</th>
                <th className={cell}>{t('table.actions')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {quotas.data.items.map((row) => {
                const unit = t(`unit.quotas.units.${row.item}`);
                return (
                  <tr key={row.item}>
                    <td className={`${cell} font-medium text-slate-900`}>{t(`unit.quotas.items.${row.item}`)}</td>
                    <td className={cell}>
                      <UseOfLimit used={row.used} limit={row.limit} />
                    </td>
                    <td className={`${cell} tabular-nums`}>
                      {row.limit} {unit}
                      {row.limit !== row.defaultLimit ? (
                        <span className="ml-2 text-xs text-blue-700">{t('platform.quotas.own')}</span>
                      ) : null}
                    </td>
                    <td className={`${cell} tabular-nums text-slate-500`}>
                      {row.defaultLimit} {unit}
                    </td>
                    <td className={cell}>
                      <Button size="sm" variant="secondary" onClick={() => setEditing(row)}>
                        {t('platform.quotas.edit')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Card>
      {editing ? <QuotaEditDialog companyId={companyId} row={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
