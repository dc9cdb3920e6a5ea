import type { OwnAuthorization } from '@contract/authorization';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { MemberPicker } from '@/components/pickers';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useChangeUser } from '../api/authorizations';

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
  const [user, setUser] = useState<{ id: number; name: string } | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setUser(null);
      setProblem(undefined);
      setRefusal(null);
    }
  }, [open]);
  return (
    <FormDialog
      open={open}
      title={t('authorization.actions.changeUserTitle')}
      onClose={onClose}
      submitting={change.isPending}
      error={refusal}
      onSubmit={(e) => {
        e.preventDefault();
        if (!user) {
          setProblem(t('authorization.grant.memberRequired'));
          return;
        }
        change.mutate(
          { id: detail.id, userId: user.id, version: detail.version },
          {
            onSuccess: () => {
              notify('success', t('authorization.actions.done.changeUser'));
              onClose();
            },
            onError: (err) => {
              if (err instanceof ApiError && !err.handled) setRefusal(err.message);
              else onClose();
            },
          },
        );
      }}
    >
      <p className="text-sm text-slate-600">{t('authorization.actions.changeUserHint')}</p>
      <MemberPicker
        id="change-user"
        label={t('authorization.actions.newUser')}
        value={user?.id ?? null}
        valueLabel={user?.name}
        exclude={[detail.userId]}
        error={problem}
        onChange={(option) => {
          setProblem(undefined);
          setUser(option ? { id: Number(option.value), name: option.label } : null);
        }}
      />
    </FormDialog>
  );
}
