import { simAlertOf, simOperatorOf } from '@contract/cost';
import type { Device } from '@contract/device';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@tremor/react';
import { Link } from 'react-router-dom';
import { Field } from '@/components/detail-card';
import { SimFlow, SimStateBadge, usePaidUntilText } from '@/components/sim-card';
import { useTranslation } from '@/lib/i18n';
import { isPermitted, menuNavQuery } from '@/lib/menu';
import { paths } from '@/lib/paths';

/**
 * The SIM card in a networked seal: ICCID, its operator (by the ICCID), state, this month's data, paid until (in amber
 * when it is stopped, cancelled or ends within 30 days), and 续费 to the cost centre's renewal of the device, which
 * renews the card with its service (for those whose menu has the cost centre). A device without a card and without a
 * network connection has no such section.
 */
export function DeviceSimCard({ device: d }: { device: Device }) {
  const { t } = useTranslation();
  const paidUntil = usePaidUntilText();
  // The menu (cached by the shell) says whether the cost centre is open to this user; a card is needed to renew.
  const nav = useQuery({ ...menuNavQuery(), enabled: d.sim !== null });
  if (!d.sim && !d.isGprs) return null;
  const sim = d.sim;
  const operator = sim ? simOperatorOf(sim.iccid) : null;
  const alert = sim ? simAlertOf(sim) : null;
  const canRenew = nav.data !== undefined && isPermitted(nav.data.menuList, paths.cost.servicePay);
  return (
    <Card className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">{t('deviceSim.title')}</h3>
        {sim && canRenew ? (
          <Link to={paths.cost.devicePay(d.deviceId)} className="text-sm font-medium text-blue-700 hover:underline">
            {t('deviceSim.renew')}
          </Link>
        ) : null}
      </div>
      {sim ? (
        <dl className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
          <Field label="ICCID">
            <span className="font-mono">{sim.iccid}</span>
          </Field>
          {operator ? <Field label={t('deviceSim.operator')}>{t(`deviceSim.operators.${operator}`)}</Field> : null}
          <Field label={t('deviceSim.state')}>
            <SimStateBadge state={sim.cardState} />
          </Field>
          <Field label={t('deviceSim.flow')}>
            <SimFlow sim={sim} />
          </Field>
          <Field label={t('deviceSim.paidUntil')}>
            <span className={alert ? 'font-medium text-amber-700' : undefined}>{paidUntil(sim)}</span>
            {alert === 'expiring' ? (
              <span className="ml-2 text-xs text-amber-700">{t('deviceSim.expiring')}</span>
            ) : null}
          </Field>
        </dl>
      ) : (
        <p className="mt-4 text-sm text-slate-500">{t('deviceSim.none')}</p>
      )}
    </Card>
  );
}
