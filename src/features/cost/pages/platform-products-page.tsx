import type { AdminProduct } from '@contract/cost';
import { useMemo, useState } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { usePermission } from '@/lib/permissions';
import { usePlatformProducts } from '../api/cost';
import { ProductEditDialog } from '../components/product-edit-dialog';
import { formatFen, percentOf } from '../money';

const col = columnHelper<AdminProduct>();

/** /system/cost/products (system side): the whole catalogue; price, tax rate and sale are edited one product at a time. */
export default function PlatformProductsPage() {
  const { t } = useTranslation();
  const canEdit = usePermission('cost:catalogue');
  const products = usePlatformProducts();
  const [editing, setEditing] = useState<AdminProduct | null>(null);

  const columns = useMemo(
    () => [
      col.accessor('name', {
        header: t('cost.holdings.product'),
        cell: (c) => <span className="font-medium">{c.getValue()}</span>,
      }),
      col.accessor('code', { header: t('cost.platform.code') }),
      col.accessor('serviceType', {
        header: t('cost.holdings.serviceType'),
        cell: (c) => t(`cost.serviceTypes.${String(c.getValue()) as '1'}`),
      }),
      col.accessor('packageType', {
        header: t('cost.platform.packageType'),
        cell: (c) => t(`cost.packageTypes.${String(c.getValue()) as '1'}`),
      }),
      col.accessor('priceFen', {
        header: t('cost.platform.price'),
        cell: (c) => {
          const p = c.row.original;
          const price = formatFen(p.priceFen);
          return p.months ? t('cost.perPeriod', { price, months: p.months }) : price;
        },
      }),
      col.accessor('taxRateBp', { header: t('cost.platform.tax'), cell: (c) => `${percentOf(c.getValue())}%` }),
      col.accessor('onSale', {
        header: t('cost.platform.onSale'),
        cell: (c) =>
          c.getValue() ? (
            <Badge tone="green">{t('cost.platform.selling')}</Badge>
          ) : (
            <Badge>{t('cost.platform.offSale')}</Badge>
          ),
      }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) =>
          canEdit ? (
            <Button size="sm" variant="secondary" onClick={() => setEditing(c.row.original)}>
              {t('cost.platform.edit')}
            </Button>
          ) : null,
      }),
    ],
    [t, canEdit],
  );

  const rows = products.data;
  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('cost.platform.productsTitle')} subtitle={t('cost.platform.productsIntro')} />
      <DataTable
        label={t('cost.platform.productsTitle')}
        columns={columns}
        rows={rows}
        total={rows?.length ?? 0}
        page={1}
        pageSize={Math.max(1, rows?.length ?? 0)}
        onPage={() => undefined}
        loading={products.isLoading}
        error={products.isError}
        onRetry={() => void products.refetch()}
        pager={false}
        rowId={(p) => String(p.id)}
        emptyText={t('cost.servicePay.catalogueEmpty')}
      />
      {editing ? <ProductEditDialog product={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
