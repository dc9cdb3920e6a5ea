import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/auth-layout';
import { Tabs } from '@/components/ui/tabs';
import { edition } from '@/config/editions';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { loginByPhone, loginByPassword, systemLogin } from '../api/login';
import { PasswordLoginForm, PhoneLoginForm } from '../components/login-forms';
import { SystemUnlockForm } from '../components/system-unlock-form';
import { paths } from '@/lib/paths';

/** Only same-site paths are followed after log-in. */
export function safeRedirect(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [tab, setTab] = useState(0);
  const [unlocking, setUnlocking] = useState(false);

  const afterStaffLogin = () => {
    notify('success', t('login.success'));
    navigate(redirect ? `${paths.choose}?redirect=${encodeURIComponent(redirect)}` : paths.choose, { replace: true });
  };
  const afterSystemLogin = () => {
    notify('success', t('login.success'));
    navigate(redirect ?? paths.dashboard, { replace: true });
  };

  return (
    <AuthLayout>
      <div className="mb-8">
        <h2 className="text-2xl font-semibold text-slate-900">{t('login.welcome')}</h2>
        <p className="mt-1 text-sm text-slate-500">{t('app.title')}</p>
      </div>
      <Tabs
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            label: t('login.tabPhone'),
            content: <PhoneLoginForm onLogin={(phone, code) => loginByPhone(phone, code).then(afterStaffLogin)} />,
          },
          {
            label: t('login.tabPassword'),
            content: (
              <PasswordLoginForm
                usernameLabel={t('login.usernamePlaceholder')}
                onLogin={(name, password) => loginByPassword(name, password).then(afterStaffLogin)}
              />
            ),
          },
          {
            label: t('login.tabSystem'),
            content: unlocking ? (
              <SystemUnlockForm onDone={() => setUnlocking(false)} />
            ) : (
              <>
                <p className="mb-4 text-sm text-slate-500">{t('login.systemHint')}</p>
                <PasswordLoginForm
                  usernameLabel={t('login.username')}
                  onLogin={(name, password) => systemLogin(name, password).then(afterSystemLogin)}
                />
                <p className="mt-4 text-right text-sm">
                  <button type="button" className="text-blue-700 hover:underline" onClick={() => setUnlocking(true)}>
                    {t('sysUnlock.open')}
                  </button>
                </p>
              </>
            ),
          },
        ]}
      />
      {edition.canCreateUnits ? (
        <p className="mt-8 text-center text-sm">
          <Link to={paths.addEnterprise} className="text-blue-700 hover:underline">
            {t('login.register')}
          </Link>
        </p>
      ) : null}
    </AuthLayout>
  );
}
