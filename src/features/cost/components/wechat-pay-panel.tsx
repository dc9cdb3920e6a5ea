import type { OrderDetail } from '@contract/cost';
import { useState } from 'react';
import { QrCode } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useSyncOrder } from '../api/cost';
import { formatFen } from '../money';

/**
 * An unpaid WeChat Pay order: the amount and the QR code the payer scans (code_url). With `check`, 'I have paid'
 * asks WeChat Pay about the trade (the way back when its notification is late or lost) and says what it found.
 */
export function WechatPayPanel({
  order,
  check = false,
}: {
  order: OrderDetail & { payCodeUrl: string };
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
    <section aria-label={t('cost.wechat.title')} className="mt-6 flex flex-col items-center gap-3 text-center">
      <h3 className="text-base font-medium text-slate-900">{t('cost.wechat.scan')}</h3>
      <div className="text-3xl font-semibold text-emerald-700">{formatFen(order.amountFen)}</div>
      <QrCode value={order.payCodeUrl} alt={t('cost.wechat.qr')} failedText={t('cost.wechat.qrFailed')} />
      <p className="max-w-sm text-xs text-slate-500">{t('cost.wechat.waiting')}</p>
      {check ? (
        <Button loading={sync.isPending} onClick={() => void ask().catch(() => undefined)}>
          {t('cost.wechat.check')}
        </Button>
      ) : null}
      {notYet ? (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {t('cost.wechat.notYet')}
        </p>
      ) : null}
    </section>
  );
}
