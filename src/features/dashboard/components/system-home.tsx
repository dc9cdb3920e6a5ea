import { useQuery } from '@tanstack/react-query';
import { Card } from '@tremor/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { maskPhone } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { isPermitted, menuNavQuery } from '@/lib/menu';
import { paths, withSearch } from '@/lib/paths';
import { usePlatformOverview } from '../api/platform-overview';

interface SystemUser {
  realName: string;
  orgName: string;
  username: string;
  mobile: string;
}

function Figure({ label, value, note }: { label: string; value: number; note?: ReactNode }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-2 text-3xl font-semibold tabular-nums text-slate-900">{value.toLocaleString()}</p>
      {note ? <p className="mt-1 text-xs text-slate-400">{note}</p> : null}
    </Card>
  );
}

/** One kind of review waiting, with its number and the way to it. */
function Waiting({ label, count, to }: { label: string; count: number; to: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <span className="text-sm text-slate-700">{label}</span>
      <span className="flex items-center gap-4">
        <span
          className={`min-w-8 rounded-full px-2 py-0.5 text-center text-sm font-semibold tabular-nums ${count > 0 ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-500'}`}
        >
          {count}
        </span>
        <Link to={to} className="text-sm font-medium text-blue-700 hover:underline">
          {t('platform.home.open')}
        </Link>
      </span>
    </li>
  );
}

/** The system side's home: the platform's figures and the reviews waiting, above who is signed in. */
export function SystemHome({ system }: { system: SystemUser }) {
  const { t } = useTranslation();
  const overview = usePlatformOverview();
  const nav = useQuery(menuNavQuery());
  const o = overview.data;
  // Only the kinds whose page the account's roles open (the figures above are for everyone).
  const waiting = o
    ? [
        {
          label: t('platform.home.waitingCertifications'),
          count: o.waiting.certifications,
          to: withSearch(paths.system.reviews, { state: 1 }),
        },
        {
          label: t('platform.home.waitingQuotas'),
          count: o.waiting.quotaApplications,
          to: withSearch(paths.system.quotaApply, { state: 'RUNNING' }),
        },
        {
          label: t('platform.home.waitingPartners'),
          count: o.waiting.partners,
          to: withSearch(paths.system.reviews, { tab: 'partners' }),
        },
        { label: t('platform.home.openComplaints'), count: o.waiting.complaints, to: paths.system.complaints },
      ].filter((w) => nav.data && isPermitted(nav.data.menuList, w.to.split('?')[0]!))
    : [];
  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={t('dashboard.greeting', { name: system.realName })} />
      <h2 className="sr-only">{t('platform.home.figures')}</h2>
      {overview.isError ? (
        <Card className="text-center">
          <p className="text-sm text-slate-500">{t('platform.home.error')}</p>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void overview.refetch()}>
            {t('common.retry')}
          </Button>
        </Card>
      ) : !o ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-28 animate-pulse rounded-lg bg-slate-200/60" />
          ))}
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Figure
              label={t('platform.home.units')}
              value={o.units}
              note={o.disabledUnits ? t('platform.home.disabledUnits', { count: o.disabledUnits }) : null}
            />
            <Figure label={t('platform.home.certifiedUnits')} value={o.certifiedUnits} />
            <Figure
              label={t('platform.home.devicesOnline')}
              value={o.devicesOnline}
              note={t('platform.home.devicesTotal', { count: o.devices })}
            />
            <Figure label={t('platform.home.usesToday')} value={o.usesToday} />
          </div>
          {waiting.length === 0 ? null : (
            <Card>
              <h2 className="text-base font-semibold text-slate-900">{t('platform.home.waiting')}</h2>
              <ul className="mt-2 divide-y divide-slate-100">
                {waiting.map((w) => (
                  <Waiting key={w.label} {...w} />
                ))}
              </ul>
            </Card>
          )}
        </>
      )}
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm text-slate-500">
        <div>
          <dt className="inline">{t('dashboard.role')}</dt>
          <dd className="ml-2 inline text-slate-700">{t('dashboard.system')}</dd>
        </div>
        <div>
          <dt className="inline">{t('dashboard.org')}</dt>
          <dd className="ml-2 inline text-slate-700">{system.orgName}</dd>
        </div>
        <div>
          <dt className="inline">{t('dashboard.userName')}</dt>
          <dd className="ml-2 inline text-slate-700">{system.username}</dd>
        </div>
        <div>
          <dt className="inline">{t('dashboard.mobile')}</dt>
          <dd className="ml-2 inline text-slate-700">{maskPhone(system.mobile)}</dd>
        </div>
      </dl>
    </section>
  );
}
