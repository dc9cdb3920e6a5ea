import { platformProductUpdate, type AdminProduct } from '@contract/cost';
import type { RequestOf } from '@contract/endpoint';
import { useState } from 'react';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Switch } from '@/components/ui/switch';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useUpdateProduct } from '../api/cost';
import { fenOf, percentOf } from '../money';

type Input = RequestOf<typeof platformProductUpdate>;

/** Percent as typed ("6", "13", "0.5") to basis points; anything else is NaN. */
function basisPointsOf(percent: string): number {
  return /^\d{1,3}(\.\d{1,2})?$/.test(percent.trim()) ? Math.round(Number(percent.trim()) * 100) : Number.NaN;
}

/** Edits one product's price (yuan, kept in fen), tax rate (percent, kept in basis points) and whether it is on sale. */
export function ProductEditDialog({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProduct();
  const [onSale, setOnSale] = useState(product.onSale);
  const form = useZodForm<{ price: string; tax: string }, Input>({
    schema: platformProductUpdate.request,
    defaultValues: { price: (product.priceFen / 100).toFixed(2), tax: percentOf(product.taxRateBp) },
    toInput: ({ price, tax }) => ({ id: product.id, priceFen: fenOf(price), taxRateBp: basisPointsOf(tax), onSale }),
    issueFields: { priceFen: 'price', taxRateBp: 'tax' },
  });
  return (
    <FormDialog
      open
      title={t('cost.platform.editTitle', { name: product.name })}
      onClose={onClose}
      form={form}
      intro={<p className="text-sm text-slate-600">{t('cost.platform.editIntro')}</p>}
      onSubmit={async (input) => {
        await update.mutateAsync(input);
        notify('success', t('cost.platform.saved'));
        onClose();
      }}
    >
      <TextField label={t('cost.platform.priceYuan')} inputMode="decimal" maxLength={10} {...form.field('price')} />
      <TextField label={t('cost.platform.taxPercent')} inputMode="decimal" maxLength={6} {...form.field('tax')} />
      <div className="flex items-center justify-between">
        <span className="text-sm text-slate-700">{t('cost.platform.onSale')}</span>
        <Switch checked={onSale} onChange={setOnSale} label={t('cost.platform.onSale')} />
      </div>
    </FormDialog>
  );
}
