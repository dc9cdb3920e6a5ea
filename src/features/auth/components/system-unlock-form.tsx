import { useState } from 'react';
import { Form, SubmitButton } from '@/components/form/form';
import { SmsCodeButton } from '@/components/form/sms-code-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { systemUnlock, systemUnlockCode } from '../api/login';

interface UnlockValues {
  username: string;
  code: string;
}

const unlockSchema = async () => (await import('./login-schemas')).systemUnlockForm;

/**
 * A locked system account unlocks itself: the code goes to the account's registered phone. The answer is the same for
 * every name, so the page says the code went out "if the account is locked". Afterwards the user logs in as usual.
 */
export function SystemUnlockForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm<UnlockValues>({ schema: unlockSchema, defaultValues: { username: '', code: '' } });
  const [sent, setSent] = useState(false);
  const send = async (): Promise<number | null> => {
    if (!(await form.trigger('username'))) return null;
    try {
      const answer = await systemUnlockCode(form.getValues('username').trim());
      setSent(true);
      return answer.resendAfterSeconds;
    } catch {
      return null; // the client showed the refusal
    }
  };
  const submit = async (values: UnlockValues) => {
    await systemUnlock(values.username, values.code);
    notify('success', t('sysUnlock.done'));
    onDone();
  };
  return (
    <Form
      form={form}
      className="space-y-5"
      aria-label={t('sysUnlock.title')}
      onSubmit={submit}
      footer={
        <div className="flex items-center justify-between gap-3">
          <button type="button" className="text-sm text-blue-700 hover:underline" onClick={onDone}>
            {t('sysUnlock.back')}
          </button>
          <SubmitButton size="lg">{t('sysUnlock.submit')}</SubmitButton>
        </div>
      }
    >
      <p className="text-sm text-slate-500">{t('sysUnlock.hint')}</p>
      <TextField
        label={t('login.username')}
        placeholder={t('login.username')}
        autoComplete="username"
        {...form.field('username')}
      />
      <TextField
        label={t('login.code')}
        placeholder={t('login.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        addon={<SmsCodeButton onSend={send} />}
        {...form.field('code')}
      />
      {sent ? (
        <p className="text-sm text-slate-600" role="status">
          {t('sysUnlock.sent')}
        </p>
      ) : null}
    </Form>
  );
}
