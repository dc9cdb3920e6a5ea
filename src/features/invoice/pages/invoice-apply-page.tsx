import {
  invoiceApply,
  invoiceTypeValues,
  payerTypes,
  SPECIAL_INVOICE_TYPES,
  type InvoiceableOrder,
  type Payer,
} from '@contract/invoice';
import { Card } from '@tremor/react';
import { Link, useNavigate } from 'react-router-dom';
import { Form } from '@/components/form/form';
import { PageFormButtons } from '@/components/form/page-form-buttons';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { formatFen } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useApplyInvoice, useInvoiceableOrders, usePayers } from '../api/invoice';
import { OrderPicker } from '../components/order-picker';
import { TextLink } from '@/components/text-link';

interface Values {
  payerId: number;
  invoiceType: 1 | 2 | 3 | 4;
  orderIds: number[];
  email: string;
  remark: string;
}

/** The form, once the payers and orders are there (the default payer is its first choice). */
function ApplyForm({ payers, orders }: { payers: Payer[]; orders: InvoiceableOrder[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apply = useApplyInvoice();
  const defaultPayer = payers.find((p) => p.isDefault) ?? payers[0];
  const form = useZodForm<Values>({
    schema: invoiceApply.request,
    defaultValues: { payerId: defaultPayer?.id ?? 0, invoiceType: 1, orderIds: [], email: '', remark: '' },
  });
  const payer = payers.find((p) => p.id === Number(form.watch('payerId')));
  const chosen = form.watch('orderIds');
  const total = orders.filter((o) => chosen.includes(o.orderId)).reduce((s, o) => s + o.invoiceableFen, 0);
  const individual = payer?.payerType === payerTypes.individual;

  const submit = async (values: Values) => {
    const res = await apply.mutateAsync(values);
    notify('success', t('invoice.apply.submitted'));
    navigate(paths.cost.invoiceDetail(res.id), { replace: true });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t('invoice.apply.title')} footer={null}>
      <OrderPicker
        orders={orders}
        chosen={chosen}
        onChange={(ids) => form.setValue('orderIds', ids, { shouldValidate: form.formState.isSubmitted })}
        error={form.formState.errors.orderIds?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {defaultPayer ? (
          <SelectField
            label={t('invoice.apply.payer')}
            options={payers.map((p) => ({
              value: String(p.id),
              label: `${p.title}（${t(`invoice.payerTypes.${String(p.payerType) as '1'}`)}）`,
            }))}
            {...form.field('payerId', { setValueAs: Number })}
          />
        ) : (
          <p className="text-sm text-slate-600">
            {t('invoice.apply.noPayer')}{' '}
            <Link to={paths.cost.payers} className="text-blue-700 hover:underline">
              {t('invoice.apply.managePayers')}
            </Link>
          </p>
        )}
        <SelectField
          label={t('invoice.apply.type')}
          options={invoiceTypeValues.map((v) => ({
            value: String(v),
            label: t(`invoice.types.${v}`),
            disabled: individual && SPECIAL_INVOICE_TYPES.includes(v),
          }))}
          {...form.field('invoiceType', { setValueAs: Number })}
        />
        <TextField label={t('invoice.apply.email')} type="email" maxLength={60} {...form.field('email')} />
        <TextField label={t('invoice.apply.remark')} maxLength={200} {...form.field('remark')} />
      </div>
      <p className="text-xs text-slate-500">{t('invoice.apply.specialHint')}</p>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-600">
          {t('invoice.apply.total')}{' '}
          <span className="text-lg font-semibold text-slate-900" data-testid="invoice-total">
            {formatFen(total)}
          </span>
        </p>
        <PageFormButtons
          submitLabel={t('invoice.apply.submit')}
          submitDisabled={!defaultPayer || chosen.length === 0}
          back={paths.cost.invoices}
        />
      </div>
    </Form>
  );
}

/**
 * /cost/invoiced: ask for an invoice. Choose paid orders (each invoiced for what it has left), a payer of the unit
 * (the default first; copied into the invoice when submitted), the type and where to send it. The special types are
 * offered for enterprise payers only; the server also checks the unit is certified.
 */
export default function InvoiceApplyPage() {
  const { t } = useTranslation();
  const payers = usePayers();
  const orders = useInvoiceableOrders();
  return (
    <section className="mx-auto max-w-4xl">
      <PageHeader
        title={t('invoice.apply.title')}
        actions={<TextLink to={paths.cost.invoices}>{t('invoice.apply.back')}</TextLink>}
      />
      {payers.data && orders.data ? (
        <Card>
          <ApplyForm payers={payers.data.list} orders={orders.data} />
        </Card>
      ) : payers.isError || orders.isError ? (
        <div className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-500">
          <p>{t('table.error')}</p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-3"
            onClick={() => void Promise.all([payers.refetch(), orders.refetch()])}
          >
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div className="h-64 animate-pulse rounded-lg bg-slate-200/60" />
      )}
    </section>
  );
}
