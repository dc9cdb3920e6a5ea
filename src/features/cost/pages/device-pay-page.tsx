import { hasServicePeriod } from '@contract/device';
import { ChevronSelect } from '@/components/chevron-select';
import { MAX_ORDER_QUANTITY } from '@contract/cost';
import { Card } from '@tremor/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailFrame, Field } from '@/components/detail-card';
import { FormError } from '@/components/form/form-error';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useCreateOrder, useDevice, useProducts } from '../api/cost';
import { ProductCard } from '../components/product-card';
import { payPathOf } from '../use-buy';
import { usePayChannel } from '../use-pay-channel';
import { PayChannelChoice } from '../components/pay-channel-choice';
import { ServiceStateBadge } from '../components/service-state-badge';
import { SimCards } from '../components/sim-cards';
import { formatFen } from '../money';
import { endAfter } from '../renewal';
import { TextLink } from '@/components/text-link';

const QUANTITIES = Array.from({ length: MAX_ORDER_QUANTITY }, (_, i) => i + 1);

/**
 * /cost/devicePay/:id: renew one smart seal's service. Pick a package of the device's seal kind and how many periods;
 * the order takes today's price and goes to the cashier. Paid, the service end moves forward at once.
 */
export default function DevicePayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deviceId = useParams().id ?? '';
  const device = useDevice(deviceId);
  const products = useProducts(1);
  const create = useCreateOrder();
  const channel = usePayChannel().chosen;
  const [chosen, setChosen] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const date = timeFormats.date;

  const d = device.data;
  const fitting = (products.data ?? []).filter((p) => d && p.subType === d.deviceType);
  const product = fitting.find((p) => p.id === chosen) ?? fitting[0];

  const submit = async () => {
    if (!product || !d) return;
    setError(null);
    try {
      const order = await create.mutateAsync({ productId: product.id, quantity, deviceId: d.deviceId, channel });
      navigate(payPathOf(order));
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };

  return (
    <DetailFrame
      title={t('cost.devicePay.title')}
      width="max-w-4xl"
      actions={<TextLink to={paths.cost.servicePay}>{t('cost.devicePay.back')}</TextLink>}
      state={device.isLoading ? 'loading' : d ? 'ready' : 'missing'}
      missingText={t('cost.devicePay.missing')}
    >
      {d ? (
        <Card>
          <dl className="grid gap-5 sm:grid-cols-3">
            <Field label={t('cost.devicePay.device')}>
              {d.name}（{d.deviceId}）· {t(`device.types.${d.deviceType}`)}
            </Field>
            <Field label={t('cost.devicePay.current')}>
              <ServiceStateBadge device={d} />
            </Field>
            <Field label={t('cost.servicePay.serviceEnd')}>
              {d.serviceEndTime ? date.format(new Date(d.serviceEndTime)) : t('cost.servicePay.noEnd')}
            </Field>
          </dl>
          {d.isGprs ? (
            <>
              <h3 className="mt-6 mb-3 text-sm font-medium text-slate-500">{t('cost.sims.renewedWith')}</h3>
              <SimCards deviceId={d.deviceId} />
            </>
          ) : null}
          {!hasServicePeriod(d.deviceType) ? (
            <p className="mt-6 text-sm text-slate-500">{t('cost.devicePay.notRenewable')}</p>
          ) : (
            <>
              <h3 className="mt-6 mb-3 text-sm font-medium text-slate-500">{t('cost.devicePay.choose')}</h3>
              {fitting.length === 0 && !products.isLoading ? (
                <p className="text-sm text-slate-500">{t('cost.devicePay.noProducts')}</p>
              ) : (
                <div role="radiogroup" aria-label={t('cost.devicePay.choose')} className="grid gap-3 sm:grid-cols-3">
                  {fitting.map((p) => (
                    <label
                      key={p.id}
                      className={`cursor-pointer rounded-lg ring-2 ${p.id === product?.id ? 'ring-blue-500' : 'ring-transparent'}`}
                    >
                      <input
                        type="radio"
                        name="product"
                        className="sr-only"
                        checked={p.id === product?.id}
                        onChange={() => setChosen(p.id)}
                      />
                      <ProductCard product={p} />
                    </label>
                  ))}
                </div>
              )}
              {product ? (
                <div className="mt-6 flex flex-wrap items-end gap-6">
                  <label className="text-sm text-slate-600">
                    <span className="mb-1 block text-xs text-slate-400">{t('cost.devicePay.quantity')}</span>
                    <ChevronSelect
                      frameClassName="inline-flex"
                      value={quantity}
                      onChange={(e) => setQuantity(Number(e.target.value))}
                      className="h-10 rounded-lg border border-slate-300 bg-white pl-3 text-sm"
                    >
                      {QUANTITIES.map((n) => (
                        <option key={n} value={n}>
                          {t('cost.devicePay.quantityUnit', { n })}
                        </option>
                      ))}
                    </ChevronSelect>
                  </label>
                  <Field label={t('cost.devicePay.total')}>
                    <span className="text-xl font-semibold text-slate-900">
                      {formatFen(product.priceFen * quantity)}
                    </span>
                  </Field>
                  {product.months ? (
                    <Field label={t('cost.devicePay.endAfter')}>
                      {date.format(endAfter(d.serviceEndTime, product.months * quantity))}
                    </Field>
                  ) : null}
                  <div className="ml-auto flex flex-wrap items-center gap-4">
                    <PayChannelChoice />
                    <Button loading={create.isPending} onClick={() => void submit()}>
                      {t('cost.devicePay.submit')}
                    </Button>
                  </div>
                </div>
              ) : null}
              <div className="mt-4">
                <FormError text={error} />
              </div>
            </>
          )}
        </Card>
      ) : null}
    </DetailFrame>
  );
}
