import { Card } from '@tremor/react';
import { PageHeader } from '@/components/page-header';
import { maskPhone } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

interface SystemUser {
  realName: string;
  orgName: string;
  username: string;
  mobile: string;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="mt-1 text-base text-slate-800">{value}</dd>
    </div>
  );
}

/** The system side's home: who is signed in (it has no unit, so no unit dashboard). */
export function SystemHome({ system }: { system: SystemUser }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t('dashboard.greeting', { name: system.realName })} />
      <Card>
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t('dashboard.role')} value={t('dashboard.system')} />
          <Field label={t('dashboard.org')} value={system.orgName} />
          <Field label={t('dashboard.userName')} value={system.username} />
          <Field label={t('dashboard.mobile')} value={maskPhone(system.mobile)} />
        </dl>
      </Card>
    </section>
  );
}
