import { Card } from '@tremor/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { currentUserQuery } from '@/lib/current-user';
import { maskPhone } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { usePermission } from '@/lib/permissions';
import { useMember } from '../api/members';
import { RoleBadge, StateBadge } from '../components/badges';
import { useMemberActions } from '../components/member-actions';
import { MemberDialog } from '../components/member-dialog';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/** /unit/memberDetail/:id: one member of the unit, with the same actions as the list. */
export default function MemberDetailPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const member = useMember(id);
  const me = useQuery(currentUserQuery());
  const staff = me.data?.kind === 'staff' ? me.data.staff : null;
  const canEdit = usePermission('member:edit');
  const [editing, setEditing] = useState(false);
  const actions = useMemberActions();
  const none = t('common.none');
  const from = (useLocation().state as { from?: string } | null)?.from;
  const back = (
    <Link
      to={from?.startsWith('/unit/member') ? from : '/unit/member'}
      className="text-sm text-blue-700 hover:underline"
    >
      {t('unit.memberDetail.back')}
    </Link>
  );

  if (member.isPending && Number.isInteger(id) && id > 0) {
    return (
      <section className="mx-auto max-w-4xl">
        <PageHeader title={t('unit.memberDetail.title')} actions={back} />
        <div className="h-64 animate-pulse rounded-lg bg-slate-200/60" />
      </section>
    );
  }
  if (!member.data) {
    return (
      <section className="mx-auto max-w-4xl">
        <PageHeader title={t('unit.memberDetail.title')} actions={back} />
        <div className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-500">
          {member.error?.message ?? t('unit.memberDetail.notFound')}
        </div>
      </section>
    );
  }

  const m = member.data;
  const editable = canEdit && (m.role !== 0 || m.userId === staff?.user.userId);
  const self = m.userId === staff?.user.userId;
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(m.joinedAt));
  return (
    <section className="mx-auto max-w-4xl">
      <PageHeader
        title={t('unit.memberDetail.title')}
        actions={
          <>
            {back}
            {staff?.role === 0 && m.role !== 0 && !m.disabled ? (
              <Button size="sm" variant="secondary" onClick={() => actions.ask('chief', m)}>
                {t('unit.member.makeChief')}
              </Button>
            ) : null}
            {editable && !self ? (
              <Button size="sm" variant="secondary" onClick={() => actions.ask(m.disabled ? 'enable' : 'disable', m)}>
                {m.disabled ? t('unit.member.enable') : t('unit.member.disable')}
              </Button>
            ) : null}
            {editable ? (
              <Button size="sm" onClick={() => setEditing(true)}>
                {t('unit.member.edit')}
              </Button>
            ) : null}
          </>
        }
      />
      <Card>
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-blue-100 text-lg font-semibold text-blue-700">
            {[...m.realName][0] ?? '?'}
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">
              {m.realName}
              {self ? t('unit.member.you') : ''}
            </h2>
            <div className="mt-1 flex flex-wrap gap-2">
              <RoleBadge role={m.role} />
              <StateBadge disabled={m.disabled} />
            </div>
          </div>
        </div>
        <h3 className="mt-6 text-sm font-medium text-slate-500">{t('unit.memberDetail.basics')}</h3>
        <dl className="mt-3 grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <Field label={t('unit.member.mobile')}>{maskPhone(m.mobile)}</Field>
          <Field label={t('unit.member.role')}>{t(`roles.${m.role}`)}</Field>
          <Field label={t('unit.member.department')}>{m.departmentName ?? t('unit.member.noDepartment')}</Field>
          <Field label={t('unit.member.userName')}>{m.userName ?? none}</Field>
          <Field label={t('unit.member.email')}>{m.email ?? none}</Field>
          <Field label={t('unit.member.idCard')}>{m.idCard ? maskIdCard(m.idCard) : none}</Field>
          <Field label={t('unit.member.joinedAt')}>{joined}</Field>
        </dl>
        {m.role === 0 ? <p className="mt-6 text-xs text-slate-500">{t('unit.member.chiefRoleNote')}</p> : null}
      </Card>
      {editing ? <MemberDialog member={m} onClose={() => setEditing(false)} /> : null}
      {actions.dialog}
    </section>
  );
}

/** An ID card number shows its first 4 and last 4 characters. */
function maskIdCard(idCard: string): string {
  return idCard.length <= 8 ? idCard : `${idCard.slice(0, 4)}${'*'.repeat(idCard.length - 8)}${idCard.slice(-4)}`;
}
