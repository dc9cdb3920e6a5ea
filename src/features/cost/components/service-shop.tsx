import type { Holding, Product } from '@contract/cost';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { useHoldings, useProducts } from '../api/cost';
import { CatalogueGroups } from './catalogue-groups';
import { CostLinks } from './cost-links';
import { HoldingsTable } from './holdings-table';

interface Props {
  title: string;
  intro: string;
  /** Which products (and so which holdings) this page sells. */
  sells: (product: Pick<Product, 'serviceType' | 'subType'>) => boolean;
  ownedLabel: string;
  ownedEmpty: string;
}

/**
 * A page that sells one part of the catalogue (ordinary seal and file services, the unit's certificate): what the
 * unit owns of it, then what it can buy; buying goes through the order and the cashier like a device's renewal.
 */
export function ServiceShop({ title, intro, sells, ownedLabel, ownedEmpty }: Props) {
  const { t } = useTranslation();
  const products = useProducts();
  const holdings = useHoldings();
  const owned = holdings.data?.filter((h: Holding) => sells(h));
  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader title={title} subtitle={intro} actions={<CostLinks to={['packages', 'orders']} />} />
      <h2 className="mb-3 text-base font-semibold text-slate-800">{ownedLabel}</h2>
      <HoldingsTable
        label={ownedLabel}
        holdings={owned}
        loading={holdings.isLoading}
        error={holdings.isError}
        onRetry={() => void holdings.refetch()}
        emptyText={ownedEmpty}
      />
      <h2 className="mt-8 mb-3 text-base font-semibold text-slate-800">{t('cost.servicePay.catalogue')}</h2>
      <CatalogueGroups products={products.data?.filter(sells)} loading={products.isLoading} />
    </section>
  );
}
