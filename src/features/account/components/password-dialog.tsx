import { Dialog, DialogPanel } from '@tremor/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SmsCodeButton } from '@/components/form/sms-code-button';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useSendCode } from '@/components/form/use-send-code';
import { Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-resolver';
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

const resolver = lazyZodResolver<Values>(async () => (await import('@contract/forms')).passwordForm);

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
  const form = useForm<Values>({
    resolver,
    defaultValues: { phone: phone ?? '', password: '', confirm: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const sendCode = useSendCode(
    () => form.trigger('phone'),
    () => form.getValues('phone'),
    'password',
  );

  const { error, submit } = useFormSubmit(async (values: Values) => {
    await changePassword(values.phone, values.password, values.code);
    notify('success', t('password.success'), 5000);
    endSession();
    navigate(paths.login, { replace: true });
  });

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
    <Dialog open={open} onClose={forced ? () => undefined : onClose} static>
      <DialogPanel className="max-w-md">
        <h3 className="text-lg font-semibold text-slate-900">{t('password.title')}</h3>
        {forced ? (
          <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">{t('password.forced')}</p>
        ) : null}
        <form className="mt-5 space-y-4" noValidate onSubmit={form.handleSubmit(submit)}>
          <TextField
            label={t('password.phone')}
            inputMode="numeric"
            maxLength={11}
            disabled={Boolean(phone)}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            label={t('password.newPassword')}
            type={visible ? 'text' : 'password'}
            autoComplete="new-password"
            placeholder={t('password.newPasswordPlaceholder')}
            maxLength={16}
            error={errors.password?.message}
            addon={eye}
            {...form.register('password')}
          />
          <TextField
            label={t('password.confirm')}
            type={visible ? 'text' : 'password'}
            autoComplete="new-password"
            placeholder={t('password.confirmPlaceholder')}
            maxLength={16}
            error={errors.confirm?.message}
            {...form.register('confirm')}
          />
          <TextField
            label={t('password.code')}
            inputMode="numeric"
            maxLength={6}
            placeholder={t('login.codePlaceholder')}
            error={errors.code?.message}
            addon={<SmsCodeButton onSend={sendCode} />}
            {...form.register('code')}
          />
          <FormError text={error} />
          <div className="flex justify-end gap-3 pt-2">
            {forced ? null : (
              <Button variant="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" loading={isSubmitting}>
              {t('password.submit')}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
