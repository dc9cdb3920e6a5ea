import type { InvoiceableOrder } from '@contract/invoice';
import { formatFen } from '@/lib/format';
import { messageText, useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';

/** The paid orders with something left to invoice, each with a checkbox; a header checkbox takes them all. */
export function OrderPicker({
  orders,
  chosen,
  onChange,
  error,
}: {
  orders: InvoiceableOrder[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  /** A contract message reference. */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const time = timeFormats.minute;
  const all = orders.length > 0 && orders.every((o) => chosen.includes(o.orderId));
  const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t('invoice.apply.orders')}</legend>
      <p className="mt-1 text-xs text-slate-500">{t('invoice.apply.ordersHint')}</p>
      {orders.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
          {t('invoice.apply.noOrders')}
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                <th className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={t('invoice.apply.chooseAll')}
                    checked={all}
                    onChange={() => onChange(all ? [] : orders.map((o) => o.orderId))}
                  />
                </th>
                <th className="px-3 py-2 font-medium">{t('invoice.apply.orderNo')}</th>
                <th className="px-3 py-2 font-medium">{t('invoice.apply.item')}</th>
                <th className="px-3 py-2 font-medium">{t('invoice.apply.paidAt')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('invoice.apply.invoiceable')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {orders.map((o) => (
                <tr key={o.orderId} className={chosen.includes(o.orderId) ? 'bg-blue-50/50' : ''}>
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={t('invoice.apply.chooseOrder', { no: o.orderNo })}
                      checked={chosen.includes(o.orderId)}
                      onChange={() => toggle(o.orderId)}
                    />
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{o.orderNo}</td>
                  <td className="px-3 py-2">{o.title}</td>
                  <td className="px-3 py-2 text-slate-500">{o.paidAt ? time.format(new Date(o.paidAt)) : '—'}</td>
                  <td className="px-3 py-2 text-right font-medium">{formatFen(o.invoiceableFen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-xs text-red-600">
          {messageText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
