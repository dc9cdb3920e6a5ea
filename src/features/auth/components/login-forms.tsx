import { useForm } from 'react-hook-form';
import { SmsCodeButton } from '@/components/form/sms-code-button';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useSendCode } from '@/components/form/use-send-code';
import { Button } from '@/components/ui/button';

import { useTranslation } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-resolver';

interface PhoneValues {
  phone: string;
  code: string;
}
interface PasswordValues {
  username: string;
  password: string;
}

const phoneResolver = lazyZodResolver<PhoneValues>(async () => (await import('./login-schemas')).phoneForm);
const passwordResolver = lazyZodResolver<PasswordValues>(async () => (await import('./login-schemas')).passwordForm);

export function PhoneLoginForm({ onLogin }: { onLogin: (phone: string, code: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useForm<PhoneValues>({ resolver: phoneResolver, defaultValues: { phone: '', code: '' } });
  const { error, submit: run } = useFormSubmit((v: PhoneValues) => onLogin(v.phone, v.code));
  const sendCode = useSendCode(
    () => form.trigger('phone'),
    () => form.getValues('phone'),
    'login',
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <form className="space-y-5" noValidate onSubmit={form.handleSubmit(run)}>
      <TextField
        label={t('login.phone')}
        placeholder={t('login.phonePlaceholder')}
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label={t('login.code')}
        placeholder={t('login.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        addon={<SmsCodeButton onSend={sendCode} />}
        {...form.register('code')}
      />
      <FormError text={error} />
      <Button type="submit" className="w-full" size="lg" loading={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
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
  const form = useForm<PasswordValues>({ resolver: passwordResolver, defaultValues: { username: '', password: '' } });
  const { error, submit: run } = useFormSubmit((v: PasswordValues) => onLogin(v.username, v.password));
  const { errors, isSubmitting } = form.formState;
  return (
    <form className="space-y-5" noValidate onSubmit={form.handleSubmit(run)}>
      <TextField
        label={t('login.username')}
        placeholder={usernameLabel}
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormError text={error} />
      <Button type="submit" className="w-full" size="lg" loading={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
