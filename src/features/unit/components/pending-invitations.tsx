import type { UnitInvitation } from '@contract/invitation';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnHelper, DataTable } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { maskPhone } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { useInvitationAction, useUnitInvitations } from '../api/invitations';
import { RoleBadge } from './badges';

const col = columnHelper<UnitInvitation>();
const PAGE_SIZE = 5;

/**
 * The unit's invitations nobody has accepted yet, under the member list for those who may add members: resend (which
 * renews an expired one) and revoke (after a confirmation). Hidden while there are none.
 */
export function PendingInvitations({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const invitations = useUnitInvitations({ pageNum, pageSize: PAGE_SIZE }, enabled);
  const resend = useInvitationAction('resend');
  const revoke = useInvitationAction('revoke');
  const [revoking, setRevoking] = useState<UnitInvitation | null>(null);

  const columns = useMemo(() => {
    const minute = timeFormats.minute;
    const onResend = (id: number) =>
      resend.mutateAsync(id).then(
        () => notify('success', t('invite.pending.resent')),
        () => undefined, // the client showed the refusal
      );
    return [
      col.accessor('realName', { header: t('invite.pending.realName') }),
      col.accessor('mobile', { header: t('invite.pending.mobile'), cell: (c) => maskPhone(c.getValue()) }),
      col.accessor('role', { header: t('invite.pending.role'), cell: (c) => <RoleBadge role={c.getValue()} /> }),
      col.accessor('departmentName', {
        header: t('invite.pending.department'),
        cell: (c) => c.getValue() ?? <span className="text-slate-400">{t('unit.member.noDepartment')}</span>,
      }),
      col.accessor('sentAt', { header: t('invite.pending.sentAt'), cell: (c) => minute.format(c.getValue()) }),
      col.accessor('expiresAt', {
        header: t('invite.pending.expiresAt'),
        cell: (c) =>
          c.row.original.expired ? (
            <Badge tone="red">{t('invite.pending.expired')}</Badge>
          ) : (
            minute.format(c.getValue())
          ),
      }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => (
          <div className="flex h-8 gap-1">
            <Button size="sm" variant="light" onClick={() => void onResend(c.row.original.id)}>
              {t('invite.pending.resend')}
            </Button>
            <Button size="sm" variant="danger" onClick={() => setRevoking(c.row.original)}>
              {t('invite.pending.revoke')}
            </Button>
          </div>
        ),
      }),
    ];
  }, [t, resend]);

  const data = invitations.data;
  if (!enabled || !data || data.total === 0) return null;
  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify('success', t('invite.pending.revoked'));
    } catch {
      // the client showed the refusal
    }
    setRevoking(null);
  };
  return (
    <section className="mt-8" aria-labelledby="pending-invitations">
      <h2 id="pending-invitations" className="text-base font-semibold text-slate-900">
        {t('invite.pending.title')}
      </h2>
      <p className="mb-3 mt-1 text-sm text-slate-500">{t('invite.pending.hint')}</p>
      <DataTable
        label={t('invite.pending.table')}
        columns={columns}
        rows={data.list}
        total={data.total}
        page={pageNum}
        pageSize={PAGE_SIZE}
        onPage={setPageNum}
        loading={false}
        fetching={invitations.isFetching}
        rowId={(i) => String(i.id)}
        emptyText=""
        pager={data.total > PAGE_SIZE}
      />
      <ConfirmDialog
        open={revoking !== null}
        message={t('invite.pending.revokeConfirm', { name: revoking?.realName ?? '' })}
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => void confirmRevoke()}
      />
    </section>
  );
}
