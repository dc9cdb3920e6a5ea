import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useChangeOwnPassword, useOwnPasswordState } from '../api/accounts';

interface Values {
  oldPassword: string;
  password: string;
  confirm: string;
}

const schema = async () => (await import('@contract/sys-account')).ownPasswordForm;

/**
 * The system side's forced password change: while the signed-in account still has the initial password the platform
 * gave it (mount it for system sessions only), a dialog that cannot be dismissed asks for a new one (the session stays; the account's others end).
 */
export function InitialPasswordGate() {
  const { t } = useTranslation();
  const state = useOwnPasswordState();
  const change = useChangeOwnPassword();
  const form = useZodForm<Values>({ schema, defaultValues: { oldPassword: '', password: '', confirm: '' } });
  const submit = async ({ oldPassword, password }: Values) => {
    await change.mutateAsync({ oldPassword, password });
    notify('success', t('sysUsers.forced.done'));
  };
  return (
    <FormDialog
      open={state.data?.mustChange === true}
      required
      title={t('sysUsers.forced.title')}
      intro={<p className="mt-2 text-sm text-slate-600">{t('sysUsers.forced.intro')}</p>}
      onClose={() => undefined}
      form={form}
      onSubmit={submit}
      refusalFields={{ 400: 'oldPassword' }}
      submitLabel={t('sysUsers.save')}
    >
      <TextField
        type="password"
        autoComplete="current-password"
        label={t('sysUsers.forced.old')}
        {...form.field('oldPassword')}
      />
      <TextField
        type="password"
        autoComplete="new-password"
        label={t('sysUsers.forced.new')}
        maxLength={16}
        {...form.field('password')}
      />
      <TextField
        type="password"
        autoComplete="new-password"
        label={t('sysUsers.forced.confirm')}
        maxLength={16}
        {...form.field('confirm')}
      />
    </FormDialog>
  );
}
