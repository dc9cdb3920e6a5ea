import type { OwnAuthorization } from '@contract/authorization';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAuthAction, type SimpleAction } from '../api/authorizations';
import { AuditDialog } from './audit-dialog';
import { ChangeUserDialog } from './change-user-dialog';

/** The buttons (needsFingerprint is a fact about `active`, not an action). */
type Action = Exclude<keyof OwnAuthorization['actions'], 'needsFingerprint'>;

/** The order the buttons appear in; the member's own actions first. */
const ORDER: readonly Action[] = [
  'active',
  'reActive',
  'tmpFinish',
  'close',
  'cancel',
  'audit',
  'lockPhotograph',
  'unlockPhotograph',
  'unlockFence',
  'changeUser',
];
/** What the member's cards offer (待我使用). */
export const MEMBER_ACTIONS: readonly Action[] = ['active', 'tmpFinish', 'reActive', 'close'];

const variants: Partial<Record<Action, 'primary' | 'secondary' | 'danger'>> = {
  active: 'primary',
  reActive: 'primary',
  audit: 'primary',
  unlockFence: 'primary',
  close: 'danger',
  cancel: 'danger',
};

interface Props {
  detail: OwnAuthorization;
  /** Only these actions (when the server allows them); all by default. */
  only?: readonly Action[];
  size?: 'sm' | 'md';
}

/**
 * The actions the server allows the viewer (`actions` of the detail), each behind a confirmation: a simple one asks,
 * audit asks for a remark, change user for the new member. The server's refusal stays in the dialog.
 */
export function AuthActions({ detail, only = ORDER, size = 'md' }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Action | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useAuthAction();
  const shown = ORDER.filter((a) => only.includes(a) && detail.actions[a]);
  // Activation waits for a fingerprint enrolled at the device: say so where the button would be.
  const fingerprint = only.includes('active') && detail.actions.needsFingerprint;
  if (shown.length === 0 && !fingerprint) return null;

  const close = () => {
    setPending(null);
    setRefusal(null);
  };
  const confirmSimple = (action: SimpleAction) =>
    run.mutate(
      { action, id: detail.id, version: detail.version },
      {
        onSuccess: () => {
          notify('success', t(`authorization.actions.done.${action}`));
          close();
        },
        onError: (e) => {
          if (e instanceof ApiError && !e.handled) setRefusal(e.message);
          else close();
        },
      },
    );
  const simple = pending !== null && pending !== 'audit' && pending !== 'changeUser' ? pending : null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {fingerprint ? (
        <p role="note" className="rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-800">
          {t('authorization.actions.needsFingerprint')}
        </p>
      ) : null}
      {shown.map((action) => (
        <Button
          key={action}
          size={size}
          variant={variants[action] ?? 'secondary'}
          className={variants[action] === 'danger' ? 'border border-red-200' : ''}
          onClick={() => {
            setRefusal(null);
            setPending(action);
          }}
        >
          {t(`authorization.actions.${action}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={simple !== null}
        message={simple ? t(`authorization.actions.confirm.${simple}`, { empowerNo: detail.empowerNo }) : ''}
        busy={run.isPending}
        error={refusal}
        onClose={close}
        onConfirm={() => simple && confirmSimple(simple)}
      />
      <AuditDialog open={pending === 'audit'} detail={detail} onClose={close} />
      <ChangeUserDialog open={pending === 'changeUser'} detail={detail} onClose={close} />
    </div>
  );
}
