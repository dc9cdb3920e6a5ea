import { Callout } from '@tremor/react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { creditCode, optionalText, phone, requiredText, smsCode } from '@contract/validation';
import { AuthLayout } from '@/components/auth-layout';
import { Form, SubmitButton } from '@/components/form/form';
import { SmsCodeButton } from '@/components/form/sms-code-button';
import { TextField } from '@/components/form/text-field';
import { useSendCode } from '@/components/form/use-send-code';
import { useZodForm } from '@/components/form/use-zod-form';
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
  const form = useZodForm<FormValues>({
    schema: signedIn ? signedInForm : anonymousForm,
    defaultValues: {
      companyName: '',
      socialCreditCode: '',
      address: '',
      contactName: session.info?.realName ?? '',
      phone: '',
      verificationCode: '',
    },
  });
  const submit = async (values: FormValues) => {
    await registerUnit(signedIn ? { ...values, phone: undefined, verificationCode: undefined } : values);
    notify('success', t('register.success'));
    navigate(signedIn ? paths.choose : paths.login, { replace: true });
  };
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
      <Form
        form={form}
        onSubmit={submit}
        footer={
          <SubmitButton className="w-full" size="lg">
            {t('register.submit')}
          </SubmitButton>
        }
      >
        <TextField
          label={t('register.companyName')}
          placeholder={t('register.companyNamePlaceholder')}
          {...form.field('companyName')}
        />
        <TextField
          label={t('register.creditCode')}
          placeholder={t('register.creditCodePlaceholder')}
          maxLength={18}
          {...form.field('socialCreditCode')}
        />
        <TextField
          label={t('register.address')}
          placeholder={t('register.addressPlaceholder')}
          {...form.field('address')}
        />
        <TextField
          label={t('register.contactName')}
          placeholder={t('register.contactNamePlaceholder')}
          {...form.field('contactName')}
        />
        {signedIn ? null : (
          <>
            <TextField
              label={t('login.phone')}
              placeholder={t('login.phonePlaceholder')}
              inputMode="numeric"
              maxLength={11}
              {...form.field('phone')}
            />
            <TextField
              label={t('login.code')}
              placeholder={t('login.codePlaceholder')}
              inputMode="numeric"
              maxLength={6}
              addon={<SmsCodeButton onSend={sendCode} />}
              {...form.field('verificationCode')}
            />
          </>
        )}
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={signedIn ? paths.choose : paths.login} className="text-slate-500 hover:text-slate-800">
          {t('register.back')}
        </Link>
      </p>
    </AuthLayout>
  );
}
