import { useQuery } from '@tanstack/react-query';
import type { Member } from '@contract/org';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { currentUserQuery } from '@/lib/current-user';
import { maskPhone } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { usePermission } from '@/lib/permissions';
import { useDepartments } from '../api/departments';
import { useMembers } from '../api/members';
import { RoleBadge, StateBadge } from '../components/badges';
import { useMemberActions } from '../components/member-actions';
import { MemberDialog } from '../components/member-dialog';
import { PendingInvitations } from '../components/pending-invitations';
import { MEMBER_FILTERS, MemberFilters, memberRequest } from '../components/member-filters';
import { paths } from '@/lib/paths';

const col = columnHelper<Member>();

/**
 * Member management: search, filters and paging in the URL; invite, edit, disable/enable, hand on the chief role; the
 * pending invitations below.
 */
export default function MemberPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values, update, href, list } = useListPage({
    path: paths.unit.member,
    filters: MEMBER_FILTERS,
    request: (filters, { pageNum, pageSize }) => memberRequest(filters, pageNum, pageSize),
    useRows: useMembers,
  });
  const departments = useDepartments();
  const me = useQuery(currentUserQuery());
  const staff = me.data?.kind === 'staff' ? me.data.staff : null;
  const isChief = staff?.role === 0;
  const myId = staff?.user.userId;
  const canAdd = usePermission('member:add');
  const canEdit = usePermission('member:edit');
  const [dialog, setDialog] = useState<{ member?: Member } | null>(null);
  const actions = useMemberActions();
  const { ask } = actions;

  const columns = useMemo(() => {
    const date = timeFormats.date;
    return [
      col.accessor('realName', {
        header: t('unit.member.realName'),
        cell: (c) => (
          <Link
            to={paths.unit.memberDetail(c.row.original.userId)}
            state={{ from: href }}
            className="font-medium text-blue-700 hover:underline"
          >
            {c.getValue()}
            {c.row.original.userId === myId ? t('unit.member.you') : ''}
          </Link>
        ),
      }),
      col.accessor('mobile', { header: t('unit.member.mobile'), cell: (c) => maskPhone(c.getValue()) }),
      col.accessor('role', { header: t('unit.member.role'), cell: (c) => <RoleBadge role={c.getValue()} /> }),
      col.accessor('departmentName', {
        header: t('unit.member.department'),
        cell: (c) => c.getValue() ?? <span className="text-slate-400">{t('unit.member.noDepartment')}</span>,
      }),
      col.accessor('disabled', { header: t('unit.member.state'), cell: (c) => <StateBadge disabled={c.getValue()} /> }),
      col.accessor('joinedAt', { header: t('unit.member.joinedAt'), cell: (c) => date.format(new Date(c.getValue())) }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => {
          const m = c.row.original;
          // The chief's row is editable only by the chief (own details); disabling never applies to it.
          const editable = canEdit && (m.role !== 0 || m.userId === myId);
          return (
            <div className="flex h-8 gap-1">
              {editable ? (
                <Button size="sm" variant="light" onClick={() => setDialog({ member: m })}>
                  {t('unit.member.edit')}
                </Button>
              ) : null}
              {editable && m.userId !== myId ? (
                <Button
                  size="sm"
                  variant={m.disabled ? 'light' : 'danger'}
                  onClick={() => ask(m.disabled ? 'enable' : 'disable', m)}
                >
                  {m.disabled ? t('unit.member.enable') : t('unit.member.disable')}
                </Button>
              ) : null}
              {isChief && m.role !== 0 && !m.disabled ? (
                <Button size="sm" variant="light" onClick={() => ask('chief', m)}>
                  {t('unit.member.makeChief')}
                </Button>
              ) : null}
            </div>
          );
        },
      }),
    ];
  }, [t, canEdit, isChief, myId, ask, href]);

  const add = canAdd ? (
    <Button size="sm" onClick={() => setDialog({})}>
      {t('unit.member.add')}
    </Button>
  ) : null;
  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('unit.titles.member')} actions={add} />
      <MemberFilters values={values} departments={departments.data ?? []} onChange={update} />
      <DataTable
        label={t('unit.member.table')}
        columns={columns}
        {...list}
        rowId={(m) => String(m.userId)}
        emptyText={t('unit.member.empty')}
        emptyAction={add}
        onRowClick={(m) => navigate(paths.unit.memberDetail(m.userId), { state: { from: href } })}
      />
      <PendingInvitations enabled={canAdd} />
      {dialog ? <MemberDialog member={dialog.member} onClose={() => setDialog(null)} /> : null}
      {actions.dialog}
    </section>
  );
}
