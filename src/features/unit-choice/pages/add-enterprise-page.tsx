import { zodResolver } from '@hookform/resolvers/zod';
import { Callout } from '@tremor/react';
import { Button } from '@/components/ui/button';
import { useAtomValue } from 'jotai';

import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { creditCode, optionalText, phone, requiredText, smsCode } from '@contract/validation';
import { AuthLayout } from '@/components/auth-layout';
import { SmsCodeButton } from '@/components/form/sms-code-button';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useSendCode } from '@/components/form/use-send-code';
import { edition } from '@/config/editions';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { sessionAtom } from '@/lib/store';
import { registerUnit } from '../api/register-unit';
import { paths } from '@/lib/paths';

const unitFields = {
  companyName: requiredText(1, 56),
  socialCreditCode: creditCode,
  address: optionalText(120),
  contactName: requiredText(1, 16),
};
/** Without a session the registrant proves a phone with a code; with one, the session's user registers. */
const anonymousForm = z.object({ ...unitFields, phone, verificationCode: smsCode });
const signedInForm = z.object(unitFields);

type FormValues = z.input<typeof anonymousForm>;

export default function AddEnterprisePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const signedIn = session.token !== null && session.info?.kind === 'staff';
  const form = useForm<FormValues>({
    resolver: zodResolver(signedIn ? signedInForm : anonymousForm) as never,
    defaultValues: {
      companyName: '',
      socialCreditCode: '',
      address: '',
      contactName: session.info?.realName ?? '',
      phone: '',
      verificationCode: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { error, submit } = useFormSubmit(async (values: FormValues) => {
    await registerUnit(signedIn ? { ...values, phone: undefined, verificationCode: undefined } : values);
    notify('success', t('register.success'));
    navigate(signedIn ? paths.choose : paths.login, { replace: true });
  });
  const sendCode = useSendCode(
    () => form.trigger('phone'),
    () => form.getValues('phone') ?? '',
    'register',
  );

  if (!edition.canCreateUnits) {
    return (
      <AuthLayout>
        <Callout title={t('register.notOffered')} color="amber" />
        <Link to={paths.login} className="mt-6 inline-block text-sm text-blue-700 hover:underline">
          {t('register.back')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <div className="mb-6">
        <h2 className="text-2xl font-semibold text-slate-900">{t('register.title')}</h2>
        <p className="mt-1 text-sm text-slate-500">{t('register.subtitle')}</p>
      </div>
      <form className="space-y-4" noValidate onSubmit={form.handleSubmit(submit)}>
        <TextField
          label={t('register.companyName')}
          placeholder={t('register.companyNamePlaceholder')}
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <TextField
          label={t('register.creditCode')}
          placeholder={t('register.creditCodePlaceholder')}
          maxLength={18}
          error={errors.socialCreditCode?.message}
          {...form.register('socialCreditCode')}
        />
        <TextField
          label={t('register.address')}
          placeholder={t('register.addressPlaceholder')}
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TextField
          label={t('register.contactName')}
          placeholder={t('register.contactNamePlaceholder')}
          error={errors.contactName?.message}
          {...form.register('contactName')}
        />
        {signedIn ? null : (
          <>
            <TextField
              label={t('login.phone')}
              placeholder={t('login.phonePlaceholder')}
              inputMode="numeric"
              maxLength={11}
              error={errors.phone?.message}
              {...form.register('phone')}
            />
            <TextField
              label={t('login.code')}
              placeholder={t('login.codePlaceholder')}
              inputMode="numeric"
              maxLength={6}
              error={errors.verificationCode?.message}
              addon={<SmsCodeButton onSend={sendCode} />}
              {...form.register('verificationCode')}
            />
          </>
        )}
        <FormError text={error} />
        <Button type="submit" className="w-full" size="lg" loading={isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={signedIn ? paths.choose : paths.login} className="text-slate-500 hover:text-slate-800">
          {t('register.back')}
        </Link>
      </p>
    </AuthLayout>
  );
}
