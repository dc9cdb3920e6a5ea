import { sandboxScenarios, type NotifyOutcome, type SandboxScenario } from '@contract/cost';
import { Card } from '@tremor/react';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailFrame, Field } from '@/components/detail-card';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useOrder, useSandboxPay } from '../api/cost';
import { PayStateBadge } from '../components/order-badges';
import { QrPayPanel, qrChannelOf } from '../components/qr-pay-panel';
import { formatFen } from '../money';
import { usePaidElsewhere } from '../use-paid-elsewhere';
import { TextLink } from '@/components/text-link';

const GOOD: readonly NotifyOutcome[] = ['applied', 'alreadyPaid'];

/**
 * /cost/cashier/:id: where an online order is paid. A WeChat Pay or Alipay order shows its QR code (the page follows
 * the payment by itself, and 'I have paid' asks the channel). A sandbox order (demo mode) gets the sandbox's buttons:
 * 'Pay' is what a payer does; the others act out what a channel may do (fail, notify late or thrice, take a wrong
 * amount, pay a closed order, a forged notice), and the page says what the server made of it. A payment that reaches
 * the order from elsewhere (the QR code scanned, a late notification) closes the cashier: a success toast, and the
 * order's page.
 */
export default function CashierPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useOrder(id, { waitForPayment: true });
  const pay = useSandboxPay();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<NotifyOutcome | null>(null);
  // Set while a sandbox button acts, and for good once one paid the order: that outcome is shown in place.
  const acting = useRef(false);
  const paidHere = useRef(false);
  const o = pay.data?.order ?? order.data;
  const qrChannel = o ? qrChannelOf(o) : undefined;
  const qr = o?.payCodeUrl && qrChannel ? { ...o, payCodeUrl: o.payCodeUrl } : null;

  usePaidElsewhere(
    order.data?.payState,
    () => acting.current || paidHere.current,
    () => {
      notify('success', t('cost.cashier.paidToast', { no: order.data?.orderNo ?? '' }));
      navigate(paths.cost.orderDetail(id), { replace: true });
    },
  );

  const act = async (scenario: SandboxScenario) => {
    setOutcome(null);
    acting.current = true;
    try {
      const result = await pay.mutateAsync({ id, scenario });
      paidHere.current ||= GOOD.includes(result.outcome);
      setOutcome(result.outcome);
    } finally {
      acting.current = false;
    }
  };

  return (
    <DetailFrame
      title={qrChannel ? t(`cost.order.channels.${qrChannel}`) : t('cost.cashier.title')}
      width="max-w-3xl"
      actions={<TextLink to={paths.cost.orderDetail(id)}>{t('cost.cashier.toOrder')}</TextLink>}
      state={order.isLoading ? 'loading' : o ? 'ready' : 'missing'}
      missingText={t('cost.order.missing')}
    >
      {o ? (
        <Card>
          <dl className="grid gap-5 sm:grid-cols-3">
            <Field label={t('cost.cashier.orderNo')}>{o.orderNo}</Field>
            <Field label={t('cost.orders.item')}>{o.title}</Field>
            <Field label={t('cost.orders.payState')}>
              <PayStateBadge payState={o.payState} />
            </Field>
          </dl>
          {qr?.payable && qrChannel ? <QrPayPanel order={qr} channel={qrChannel} check /> : null}
          {qr?.payState === 1 ? (
            <p role="status" className="mt-6 rounded-md bg-emerald-50 px-3 py-2 text-center text-sm text-emerald-800">
              {t('cost.cashier.outcomes.applied')}
            </p>
          ) : null}
          {qr ? null : (
            <>
              <div className="mt-6 text-center">
                <div className="text-xs text-slate-400">{t('cost.cashier.amount')}</div>
                <div className="mt-1 text-3xl font-semibold text-slate-900">{formatFen(o.amountFen)}</div>
              </div>
              <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800">
                {t('cost.cashier.sandboxNote')}
              </p>
            </>
          )}
          {outcome ? (
            <p
              role="status"
              className={`mt-4 rounded-md px-3 py-2 text-sm ${GOOD.includes(outcome) ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
            >
              {t(`cost.cashier.outcomes.${outcome}`)}
            </p>
          ) : null}
          {qr && (qr.payable || qr.payState === 1) ? null : o.payable ? (
            <div className="mt-6 flex flex-col items-center gap-4">
              <Button
                size="lg"
                loading={pay.isPending && pay.variables?.scenario === 'pay'}
                onClick={() => void act('pay')}
              >
                {t('cost.cashier.scenarios.pay')}
              </Button>
              <div className="flex flex-wrap justify-center gap-2">
                {sandboxScenarios
                  .filter((s) => s !== 'pay')
                  .map((s) => (
                    <Button key={s} size="sm" variant="secondary" disabled={pay.isPending} onClick={() => void act(s)}>
                      {t(`cost.cashier.scenarios.${s}`)}
                    </Button>
                  ))}
              </div>
            </div>
          ) : outcome ? null : (
            <p className="mt-6 text-center text-sm text-slate-500">{t('cost.cashier.notPayable')}</p>
          )}
        </Card>
      ) : null}
    </DetailFrame>
  );
}
