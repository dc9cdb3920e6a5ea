import type { OrderDetail } from '@contract/cost';
import { useState } from 'react';
import { QrCode } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useSyncOrder } from '../api/cost';
import { formatFen } from '../money';

/** The channels whose payer scans a QR code (WeChat Pay's code_url, Alipay's qr_code), each with its own words. */
const QR_CHANNELS = ['wechat', 'alipay'] as const;
type QrChannel = (typeof QR_CHANNELS)[number];

/** The QR channel an order is paid through, if any (an order of another channel shows no code). */
export function qrChannelOf(order: OrderDetail): QrChannel | undefined {
  return order.payCodeUrl ? QR_CHANNELS.find((c) => c === order.channel) : undefined;
}

/**
 * An unpaid order of a QR-code channel: the amount and the QR code the payer scans with that channel's app. With
 * `check`, 'I have paid' asks the channel about the trade (the way back when its notification is late or lost) and
 * says what it found.
 */
export function QrPayPanel({
  order,
  channel,
  check = false,
}: {
  order: OrderDetail & { payCodeUrl: string };
  channel: QrChannel;
  check?: boolean;
}) {
  const { t } = useTranslation();
  const sync = useSyncOrder();
  const [notYet, setNotYet] = useState(false);
  const ask = async () => {
    setNotYet(false);
    const now = await sync.mutateAsync(order.id);
    setNotYet(now.payState !== 1);
  };
  return (
    <section
      aria-label={t(`cost.order.channels.${channel}`)}
      className="mt-6 flex flex-col items-center gap-3 text-center"
    >
      <h3 className="text-base font-medium text-slate-900">{t(`cost.qrPay.scan.${channel}`)}</h3>
      <div className="text-3xl font-semibold text-emerald-700">{formatFen(order.amountFen)}</div>
      <QrCode value={order.payCodeUrl} alt={t(`cost.qrPay.qr.${channel}`)} failedText={t('cost.qrPay.qrFailed')} />
      <p className="max-w-sm text-xs text-slate-500">{t('cost.qrPay.waiting')}</p>
      {check ? (
        <Button loading={sync.isPending} onClick={() => void ask().catch(() => undefined)}>
          {t('cost.qrPay.check')}
        </Button>
      ) : null}
      {notYet ? (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {t('cost.qrPay.notYet')}
        </p>
      ) : null}
    </section>
  );
}
