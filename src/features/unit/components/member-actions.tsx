import type { Member } from '@contract/org';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/i18n';
import { updateOf, useChangeSuperAdmin, useUpdateMember } from '../api/members';

export type MemberAction = 'disable' | 'enable' | 'chief';

/**
 * The confirmations of the member actions that change who may do what: disable, enable, and handing on the chief
 * administrator role. Refusals are toasted by the client.
 */
export function useMemberActions() {
  const { t } = useTranslation();
  const update = useUpdateMember();
  const changeChief = useChangeSuperAdmin();
  const [pending, setPending] = useState<{ action: MemberAction; member: Member } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { action, member } = pending;
    try {
      if (action === 'chief') {
        await changeChief.mutateAsync(member.userId);
        notify('success', t('unit.member.chiefChanged'));
      } else {
        await update.mutateAsync(updateOf(member, { disabled: action === 'disable' }));
        notify('success', t(action === 'disable' ? 'unit.member.disabledDone' : 'unit.member.enabledDone'));
      }
    } catch {
      // the client showed the refusal
    }
    setPending(null);
  };

  const message = pending
    ? t(
        pending.action === 'chief'
          ? 'unit.member.makeChiefConfirm'
          : pending.action === 'disable'
            ? 'unit.member.disableConfirm'
            : 'unit.member.enableConfirm',
        { name: pending.member.realName },
      )
    : '';

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={message}
      busy={update.isPending || changeChief.isPending}
      onConfirm={() => void confirm()}
      onClose={() => setPending(null)}
    />
  );
  const ask = useCallback((action: MemberAction, member: Member) => setPending({ action, member }), []);
  return { ask, dialog };
}
