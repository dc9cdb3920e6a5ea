import { Form, SubmitButton } from '@/components/form/form';
import { SmsCodeButton } from '@/components/form/sms-code-button';
import { TextField } from '@/components/form/text-field';
import { useSendCode } from '@/components/form/use-send-code';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';

interface PhoneValues {
  phone: string;
  code: string;
}
interface PasswordValues {
  username: string;
  password: string;
}

// zod and the rules load with the first validation: the login page paints without them.
const phoneSchema = async () => (await import('./login-schemas')).phoneForm;
const passwordSchema = async () => (await import('./login-schemas')).passwordForm;

function LoginButton() {
  const { t } = useTranslation();
  return (
    <SubmitButton className="w-full" size="lg" pendingLabel={t('login.submitting')}>
      {t('login.submit')}
    </SubmitButton>
  );
}

export function PhoneLoginForm({ onLogin }: { onLogin: (phone: string, code: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useZodForm<PhoneValues>({ schema: phoneSchema, defaultValues: { phone: '', code: '' } });
  const sendCode = useSendCode(
    () => form.trigger('phone'),
    () => form.getValues('phone'),
    'login',
  );
  return (
    <Form form={form} className="space-y-5" onSubmit={(v) => onLogin(v.phone, v.code)} footer={<LoginButton />}>
      <TextField
        label={t('login.phone')}
        placeholder={t('login.phonePlaceholder')}
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        {...form.field('phone')}
      />
      <TextField
        label={t('login.code')}
        placeholder={t('login.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        addon={<SmsCodeButton onSend={sendCode} />}
        {...form.field('code')}
      />
    </Form>
  );
}

export function PasswordLoginForm({
  onLogin,
  usernameLabel,
}: {
  onLogin: (username: string, password: string) => Promise<unknown>;
  usernameLabel: string;
}) {
  const { t } = useTranslation();
  const form = useZodForm<PasswordValues>({ schema: passwordSchema, defaultValues: { username: '', password: '' } });
  return (
    <Form form={form} className="space-y-5" onSubmit={(v) => onLogin(v.username, v.password)} footer={<LoginButton />}>
      <TextField
        label={t('login.username')}
        placeholder={usernameLabel}
        autoComplete="username"
        {...form.field('username')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        {...form.field('password')}
      />
    </Form>
  );
}
