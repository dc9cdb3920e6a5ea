import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '@/components/form/form-dialog';
import { SmsCodeButton } from '@/components/form/sms-code-button';
import { TextField } from '@/components/form/text-field';
import { useSendCode } from '@/components/form/use-send-code';
import { useZodForm } from '@/components/form/use-zod-form';
import { Icon } from '@/components/icons';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { endSession } from '@/lib/session';
import { changePassword } from '../api/change-password';
import { paths } from '@/lib/paths';

interface Values {
  phone: string;
  password: string;
  confirm: string;
  code: string;
}

const schema = async () => (await import('@contract/forms')).passwordForm;

interface Props {
  open: boolean;
  onClose: () => void;
  /** The account's phone: shown disabled when known. */
  phone?: string;
  /** The account still uses its initial password: say so, and do not offer to skip. */
  forced?: boolean;
}

/** Change password with an SMS code (spec sections 2 and 5); success ends the session so the user logs in again. */
export function PasswordDialog({ open, onClose, phone, forced = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [visible, setVisible] = useState(false);
  const form = useZodForm<Values>({
    schema,
    defaultValues: { phone: phone ?? '', password: '', confirm: '', code: '' },
  });

  const sendCode = useSendCode(
    () => form.trigger('phone'),
    () => form.getValues('phone'),
    'password',
  );

  const submit = async (values: Values) => {
    await changePassword(values.phone, values.password, values.code);
    notify('success', t('password.success'), 5000);
    endSession();
    navigate(paths.login, { replace: true });
  };

  const eye = (
    <button
      type="button"
      aria-label={visible ? t('password.hide') : t('password.show')}
      onClick={() => setVisible((v) => !v)}
      className="rounded-lg border border-slate-300 px-3 text-slate-500 hover:bg-slate-50"
    >
      <Icon name={visible ? 'eyeOff' : 'eye'} className="h-4 w-4" />
    </button>
  );

  return (
    <FormDialog
      open={open}
      required={forced}
      title={t('password.title')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitLabel={t('password.submit')}
      intro={
        forced ? (
          <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">{t('password.forced')}</p>
        ) : null
      }
    >
      <TextField
        label={t('password.phone')}
        inputMode="numeric"
        maxLength={11}
        disabled={Boolean(phone)}
        {...form.field('phone')}
      />
      <TextField
        label={t('password.newPassword')}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={t('password.newPasswordPlaceholder')}
        maxLength={16}
        addon={eye}
        {...form.field('password')}
      />
      <TextField
        label={t('password.confirm')}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={t('password.confirmPlaceholder')}
        maxLength={16}
        {...form.field('confirm')}
      />
      <TextField
        label={t('password.code')}
        inputMode="numeric"
        maxLength={6}
        placeholder={t('login.codePlaceholder')}
        addon={<SmsCodeButton onSend={sendCode} />}
        {...form.field('code')}
      />
    </FormDialog>
  );
}
