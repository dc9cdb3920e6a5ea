import { BANK_CHANNEL, TRANSFER_PAY_DAYS, type OrderDetail } from '@contract/cost';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { DetailCard, DetailFrame, Field, FieldList } from '@/components/detail-card';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { usePermission } from '@/lib/permissions';
import { useCancelOrder, useChooseTransfer, useOrder, useSyncOrder } from '../api/cost';
import { BankTransferPanel } from '../components/bank-transfer-panel';
import { ChannelName, OrderStateBadge, PayStateBadge } from '../components/order-badges';
import { OrderRefunds } from '../components/order-refunds';
import { RefundDialog } from '../components/refund-dialog';
import { QrPayPanel, qrChannelOf } from '../components/qr-pay-panel';
import { formatFen } from '../money';
import { TextLink } from '@/components/text-link';

type Item = OrderDetail['items'][number];
const col = columnHelper<Item>();
const primaryLink =
  'inline-flex h-10 items-center rounded-lg bg-blue-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-blue-700';

/**
 * /cost/payrecordDetail/:id: one order with its items as bought (price of the day, the device and its new service
 * end); while it can be paid: the cashier (a WeChat Pay or Alipay order's QR code right here), cancel (asked first) and 'check
 * payment' (asks the channel). Once paid, its
 * refund requests, and asking for a refund while something is refundable.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useOrder(id, { waitForPayment: true });
  const from = (useLocation().state as { from?: string } | null)?.from;
  const listPath = from?.startsWith(paths.cost.orders) ? from : paths.cost.orders;
  const canPay = usePermission('cost:pay');
  const cancel = useCancelOrder();
  const sync = useSyncOrder();
  const [refunding, setRefunding] = useState<OrderDetail | null>(null);
  const confirm = useConfirm<OrderDetail>({
    run: (o) => cancel.mutateAsync(o.id),
    message: (o) => t('cost.order.cancelConfirm', { no: o.orderNo }),
    done: t('cost.order.cancelled'),
  });
  const choose = useChooseTransfer();
  const confirmTransfer = useConfirm<OrderDetail>({
    run: (o) => choose.mutateAsync(o.id),
    message: (o) => t('cost.transfer.chooseConfirm', { no: o.orderNo, days: TRANSFER_PAY_DAYS }),
    done: t('cost.transfer.chosen'),
  });
  const time = timeFormats.minute;
  const date = timeFormats.date;

  const columns = useMemo(
    () => [
      col.accessor('productName', { header: t('cost.order.product') }),
      col.accessor('deviceId', { header: t('cost.order.deviceId'), cell: (c) => c.getValue() ?? '—' }),
      col.accessor('unitPriceFen', { header: t('cost.order.unitPrice'), cell: (c) => formatFen(c.getValue()) }),
      col.accessor('quantity', { header: t('cost.order.quantity') }),
      col.accessor('months', {
        header: t('cost.order.months'),
        cell: (c) => (c.getValue() ? t('cost.order.monthsValue', { n: c.getValue()! }) : '—'),
      }),
      col.accessor('amountFen', { header: t('cost.orders.amount'), cell: (c) => formatFen(c.getValue()) }),
      col.accessor('serviceEndAfter', {
        header: t('cost.order.serviceEndAfter'),
        cell: (c) => (c.getValue() ? date.format(new Date(c.getValue()!)) : '—'),
      }),
    ],
    [t, date],
  );

  const o = order.data;
  const qrChannel = o ? qrChannelOf(o) : undefined;
  const checkPayment = async (orderId: number) => {
    await sync.mutateAsync(orderId);
    notify('success', t('cost.order.synced'));
  };

  return (
    <DetailFrame
      title={t('cost.order.title')}
      actions={<TextLink to={listPath}>{t('cost.order.back')}</TextLink>}
      state={order.isLoading ? 'loading' : o ? 'ready' : 'missing'}
      missingText={t('cost.order.missing')}
    >
      {o ? (
        <DetailCard
          title={o.orderNo}
          subtitle={
            <>
              <PayStateBadge payState={o.payState} />
              <OrderStateBadge state={o.state} />
              <span>{o.title}</span>
            </>
          }
        >
          <FieldList title={t('cost.order.title')} columns={3}>
            <Field label={t('cost.orders.amount')}>
              <span className="text-base font-semibold">{formatFen(o.amountFen)}</span>
            </Field>
            <Field label={t('cost.order.paid')}>{formatFen(o.paidFen)}</Field>
            <Field label={t('cost.order.refunded')}>{formatFen(o.refundedFen)}</Field>
            <Field label={t('cost.order.channel')}>
              <ChannelName channel={o.channel} />
            </Field>
            <Field label={t('cost.orders.createdBy')}>{o.createdByName ?? '—'}</Field>
            <Field label={t('cost.orders.createdAt')}>{time.format(new Date(o.createdAt))}</Field>
            <Field label={t('cost.order.deadline')}>{time.format(new Date(o.deadline))}</Field>
            <Field label={t('cost.order.paidAt')}>{o.paidAt ? time.format(new Date(o.paidAt)) : '—'}</Field>
            <Field label={t('cost.order.closedAt')}>{o.closedAt ? time.format(new Date(o.closedAt)) : '—'}</Field>
          </FieldList>
          <h3 className="mt-6 mb-3 text-sm font-medium text-slate-500">{t('cost.order.items')}</h3>
          <DataTable
            label={t('cost.order.items')}
            columns={columns}
            rows={o.items}
            total={o.items.length}
            page={1}
            pageSize={Math.max(1, o.items.length)}
            onPage={() => undefined}
            loading={false}
            pager={false}
            rowId={(i) => `${i.productId}-${i.deviceId ?? ''}`}
            emptyText="—"
          />
          {o.refunds.length > 0 || o.refundableFen > 0 ? (
            <>
              <div className="mt-6 mb-3 flex items-center justify-between gap-2">
                <h3 className="text-sm font-medium text-slate-500">{t('cost.refunds.title')}</h3>
                {canPay && o.refundableFen > 0 ? (
                  <Button size="sm" variant="secondary" onClick={() => setRefunding(o)}>
                    {t('cost.refunds.request')}
                  </Button>
                ) : null}
              </div>
              <OrderRefunds refunds={o.refunds} />
            </>
          ) : null}
          {o.transfer ? <BankTransferPanel order={o} transfer={o.transfer} canPay={canPay} /> : null}
          {canPay && o.payable && o.payCodeUrl && qrChannel ? (
            <QrPayPanel order={{ ...o, payCodeUrl: o.payCodeUrl }} channel={qrChannel} />
          ) : null}
          {canPay && (o.payable || o.payState === 0) ? (
            <div className="mt-6 flex flex-wrap gap-2">
              {o.payable && !o.transfer && !o.payCodeUrl ? (
                <Link to={paths.cost.cashier(o.id)} className={primaryLink}>
                  {t('cost.order.pay')}
                </Link>
              ) : null}
              {o.payable && o.payState === 0 && o.channel !== BANK_CHANNEL ? (
                <Button variant="secondary" onClick={() => confirmTransfer.ask(o)}>
                  {t('cost.transfer.choose')}
                </Button>
              ) : null}
              {o.payState === 0 && !o.transfer ? (
                <Button variant="secondary" loading={sync.isPending} onClick={() => void checkPayment(o.id)}>
                  {t('cost.order.sync')}
                </Button>
              ) : null}
              {o.payable ? (
                <Button variant="danger" onClick={() => confirm.ask(o)}>
                  {t('cost.order.cancel')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </DetailCard>
      ) : null}
      {confirm.dialog}
      {confirmTransfer.dialog}
      {refunding ? <RefundDialog order={refunding} onClose={() => setRefunding(null)} /> : null}
    </DetailFrame>
  );
}
