import { Button, Card } from '@tremor/react';
import { Badge } from '@/components/ui/badge';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LanguageSwitch } from '@/components/language-switch';
import { edition } from '@/config/editions';
import { currentUserQuery } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { logout } from '@/lib/logout';

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(currentUserQuery());
  const [confirmLogout, setConfirmLogout] = useState(false);

  const doLogout = async () => {
    await logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  if (!me.data) return null;
  const staff = me.data.kind === 'staff' ? me.data.staff : null;
  const system = me.data.kind === 'system' ? me.data.system : null;
  const name = staff?.user.realName ?? system?.realName ?? '';

  return (
    <div className="min-h-full">
      <header className="flex h-14 items-center justify-between border-b border-slate-200 bg-white px-6">
        <div className="flex items-center gap-3">
          <img src={edition.logo} alt="" className="h-7 w-7" />
          <span className="font-semibold text-slate-900">{edition.platformName}</span>
          {staff?.unit ? <span className="text-sm text-slate-500">· {staff.unit.companyName}</span> : null}
        </div>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {staff ? (
            <Button variant="secondary" size="xs" onClick={() => navigate('/choose')}>
              {t('dashboard.switchUnit')}
            </Button>
          ) : null}
          <Button variant="light" size="xs" onClick={() => setConfirmLogout(true)}>
            {t('dashboard.logout')}
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-5xl space-y-6 p-6">
        <h1 className="text-2xl font-semibold text-slate-900">{t('dashboard.greeting', { name })}</h1>
        <Card>
          <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {staff ? (
              <>
                <Field label={t('dashboard.unit')} value={staff.unit?.companyName ?? t('common.none')} />
                <Field
                  label={t('dashboard.role')}
                  value={staff.role === null ? t('common.none') : t(`roles.${staff.role}`)}
                />
                <Field label={t('dashboard.mobile')} value={staff.user.mobile} />
                <Field label={t('dashboard.userName')} value={staff.user.userName ?? t('common.none')} />
              </>
            ) : system ? (
              <>
                <Field label={t('dashboard.role')} value={t('dashboard.system')} />
                <Field label={t('dashboard.org')} value={system.orgName} />
                <Field label={t('dashboard.userName')} value={system.username} />
                <Field label={t('dashboard.mobile')} value={system.mobile} />
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
      </main>
      <ConfirmDialog
        open={confirmLogout}
        message={t('dashboard.logoutConfirm')}
        onClose={() => setConfirmLogout(false)}
        onConfirm={() => void doLogout()}
      />
    </div>
  );
}
