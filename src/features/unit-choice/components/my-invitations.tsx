import type { MyInvitation } from '@contract/invitation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { useDecideInvitation, useMyInvitations } from '../api/invitations';

/**
 * The invitations waiting for the signed-in user, above their units: accept (the unit then joins the list below) or
 * decline after a confirmation. Nothing while there are none.
 */
export function MyInvitations() {
  const { t } = useTranslation();
  const invitations = useMyInvitations();
  const accept = useDecideInvitation('accept');
  const decline = useDecideInvitation('decline');
  const [declining, setDeclining] = useState<MyInvitation | null>(null);
  const busy = accept.isPending || decline.isPending;

  const onAccept = async (item: MyInvitation) => {
    try {
      await accept.mutateAsync(item.id);
      notify('success', t('invite.mine.accepted', { unit: item.unitName }));
    } catch {
      // the client showed the refusal
    }
  };
  const onDecline = async () => {
    if (!declining) return;
    try {
      await decline.mutateAsync(declining.id);
      notify('success', t('invite.mine.declined'));
    } catch {
      // the client showed the refusal
    }
    setDeclining(null);
  };

  if (!invitations.data?.length) return null;
  return (
    <section className="mb-6" aria-labelledby="my-invitations">
      <h3 id="my-invitations" className="mb-2 text-sm font-semibold text-slate-700">
        {t('invite.mine.title')}
      </h3>
      <ul className="space-y-3">
        {invitations.data.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{item.unitName}</p>
              <p className="mt-0.5 text-xs text-slate-600">
                {t('invite.mine.invitedAs', { role: t(`roles.${item.role}`) })} ·{' '}
                {t('invite.mine.until', { date: timeFormats.minute.format(item.expiresAt) })}
              </p>
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => setDeclining(item)}>
                {t('invite.mine.decline')}
              </Button>
              <Button size="sm" disabled={busy} onClick={() => void onAccept(item)}>
                {t('invite.mine.accept')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={declining !== null}
        message={t('invite.mine.declineConfirm', { unit: declining?.unitName ?? '' })}
        busy={decline.isPending}
        onClose={() => setDeclining(null)}
        onConfirm={() => void onDecline()}
      />
    </section>
  );
}
