import { authChangeUser, type OwnAuthorization } from '@contract/authorization';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { MemberPicker } from '@/components/pickers';
import { textOr, useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useChangeUser } from '../api/authorizations';

interface Values {
  /** The chosen member's id, '' while none is chosen. */
  userId: string;
}

/** Gives a not-yet-used authorisation to another active member; a refusal stays in the dialog. */
export function ChangeUserDialog({
  open,
  detail,
  onClose,
}: {
  open: boolean;
  detail: OwnAuthorization;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeUser();
  const [name, setName] = useState<string | undefined>(undefined);
  const form = useZodForm<Values, Parameters<typeof change.mutateAsync>[0]>({
    schema: authChangeUser.request,
    toInput: ({ userId }) => ({ id: detail.id, userId: Number(userId), version: detail.version }),
    check: ({ userId }) => (userId === '' ? { userId: 'authorization.grant.memberRequired' } : {}),
    defaultValues: { userId: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset({ userId: '' });
    setName(undefined);
  }, [open, reset]);
  const submit = async (request: Parameters<typeof change.mutateAsync>[0]) => {
    await change.mutateAsync(request);
    notify('success', t('authorization.actions.done.changeUser'));
    onClose();
  };
  const userId = form.watch('userId');
  const problem = form.formState.errors.userId?.message;
  return (
    <FormDialog
      open={open}
      title={t('authorization.actions.changeUserTitle')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
    >
      <p className="text-sm text-slate-600">{t('authorization.actions.changeUserHint')}</p>
      <MemberPicker
        id="change-user"
        label={t('authorization.actions.newUser')}
        value={userId ? Number(userId) : null}
        valueLabel={name}
        exclude={[detail.userId]}
        error={problem ? textOr(problem, problem) : undefined}
        onChange={(option) => {
          setName(option?.label);
          form.setValue('userId', option?.value ?? '');
          form.clearErrors('userId');
        }}
      />
    </FormDialog>
  );
}
