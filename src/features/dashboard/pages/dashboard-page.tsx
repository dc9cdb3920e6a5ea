import { Card } from '@tremor/react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { currentUserQuery } from '@/lib/current-user';
import { maskPhone } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="mt-1 text-base text-slate-800">{value}</dd>
    </div>
  );
}

/** The signed-in home until the dashboard issue replaces it: who is signed in, where, with which role. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const me = useQuery(currentUserQuery());
  if (!me.data) return null;
  const staff = me.data.kind === 'staff' ? me.data.staff : null;
  const system = me.data.kind === 'system' ? me.data.system : null;
  const name = staff?.user.realName ?? system?.realName ?? '';

  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t('dashboard.greeting', { name })} />
      <Card>
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {staff ? (
            <>
              <Field label={t('dashboard.unit')} value={staff.unit?.companyName ?? t('common.none')} />
              <Field
                label={t('dashboard.role')}
                value={staff.role === null ? t('common.none') : t(`roles.${staff.role}`)}
              />
              <Field label={t('dashboard.mobile')} value={maskPhone(staff.user.mobile)} />
              <Field label={t('dashboard.userName')} value={staff.user.userName ?? t('common.none')} />
            </>
          ) : system ? (
            <>
              <Field label={t('dashboard.role')} value={t('dashboard.system')} />
              <Field label={t('dashboard.org')} value={system.orgName} />
              <Field label={t('dashboard.userName')} value={system.username} />
              <Field label={t('dashboard.mobile')} value={maskPhone(system.mobile)} />
            </>
          ) : null}
        </dl>
        {staff?.unit?.certified ? (
          <div className="mt-6">
            <Badge tone="green">{t('choose.certified')}</Badge>
          </div>
        ) : null}
      </Card>
      <p className="text-sm text-slate-500">{t('dashboard.placeholderNote')}</p>
    </section>
  );
}
