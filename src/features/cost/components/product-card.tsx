import type { Product } from '@contract/cost';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { formatFen, percentOf } from '../money';

/** One service or package of the catalogue: name, package type, price per period, tax rate, what it gives. */
export function ProductCard({ product, action }: { product: Product; action?: ReactNode }) {
  const { t } = useTranslation();
  const price = formatFen(product.priceFen);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{product.name}</h3>
        <Badge tone="blue">{t(`cost.packageTypes.${String(product.packageType) as '1'}`)}</Badge>
      </div>
      <p className="min-h-10 text-xs text-slate-500">{product.description}</p>
      <div className="mt-auto flex items-end justify-between gap-2">
        <div>
          <div className="text-lg font-semibold text-slate-900">
            {product.months ? t('cost.perPeriod', { price, months: product.months }) : price}
          </div>
          <div className="text-xs text-slate-400">{t('cost.taxRate', { rate: percentOf(product.taxRateBp) })}</div>
        </div>
        {action}
      </div>
    </div>
  );
}
