import { MAX_ORDER_QUANTITY, packageTypes, type Product } from '@contract/cost';
import { useState } from 'react';
import { ChevronSelect } from '@/components/chevron-select';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { usePermission } from '@/lib/permissions';
import { renewsDevice } from '../renewal';
import { useBuy } from '../use-buy';
import { PayChannelChoice } from './pay-channel-choice';
import { ProductCard } from './product-card';

const QUANTITIES = Array.from({ length: MAX_ORDER_QUANTITY }, (_, i) => i + 1);

/** Buy one product: an on-demand one in pieces (how many), the others one period or one buyout at a time. */
function BuyAction({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { buy, pendingId } = useBuy();
  const [quantity, setQuantity] = useState(1);
  return (
    <div className="flex items-center gap-2">
      {product.packageType === packageTypes.onDemand ? (
        <ChevronSelect
          frameClassName="inline-flex"
          aria-label={t('cost.devicePay.quantity')}
          value={quantity}
          onChange={(e) => setQuantity(Number(e.target.value))}
          className="h-8 rounded-md border border-slate-300 bg-white pl-2 text-xs"
        >
          {QUANTITIES.map((n) => (
            <option key={n} value={n}>
              {t('cost.pieces', { n })}
            </option>
          ))}
        </ChevronSelect>
      ) : null}
      <Button size="sm" loading={pendingId === product.id} onClick={() => void buy(product.id, quantity)}>
        {t('cost.servicePay.buy')}
      </Button>
    </div>
  );
}

/**
 * Products on sale grouped by service type, each with a way to buy it (with the pay permission; the channel to pay
 * with is chosen above them when the server offers several). Products that renew
 * one device are bought from that device's renewal page, so they show no button here.
 */
export function CatalogueGroups({ products, loading }: { products: Product[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const canPay = usePermission('cost:pay');
  if (loading) return <div className="h-40 animate-pulse rounded-lg bg-slate-200/60" />;
  const byType = new Map<number, Product[]>();
  for (const p of products ?? []) byType.set(p.serviceType, [...(byType.get(p.serviceType) ?? []), p]);
  if (byType.size === 0) return <p className="text-sm text-slate-500">{t('cost.servicePay.catalogueEmpty')}</p>;
  const groups = [...byType.entries()].map(([serviceType, items]) => (
    <div key={serviceType} className="mb-6">
      <h3 className="mb-2 text-sm font-medium text-slate-500">
        {t(`cost.serviceTypes.${String(serviceType) as '1'}`)}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((p) => (
          <ProductCard key={p.id} product={p} action={canPay && !renewsDevice(p) ? <BuyAction product={p} /> : null} />
        ))}
      </div>
    </div>
  ));
  return (
    <>
      {canPay ? <PayChannelChoice className="mb-4" /> : null}
      {groups}
    </>
  );
}
