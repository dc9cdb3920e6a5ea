import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { DetailCard, DetailFrame, Field, FieldList } from '@/components/detail-card';
import { Button } from '@/components/ui/button';
import { currentUserQuery } from '@/lib/current-user';
import { maskPhone } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { usePermission } from '@/lib/permissions';
import { useMember } from '../api/members';
import { RoleBadge, StateBadge } from '../components/badges';
import { useMemberActions } from '../components/member-actions';
import { MemberDialog } from '../components/member-dialog';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/text-link';

/** /unit/memberDetail/:id: one member of the unit, with the same actions as the list. */
export default function MemberDetailPage() {
  const { t } = useTranslation();
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
    <TextLink to={from?.startsWith(paths.unit.member) ? from : paths.unit.member}>
      {t('unit.memberDetail.back')}
    </TextLink>
  );

  if (!member.data) {
    return (
      <DetailFrame
        title={t('unit.memberDetail.title')}
        actions={back}
        width="max-w-4xl"
        state={member.isPending && Number.isInteger(id) && id > 0 ? 'loading' : 'missing'}
        missingText={member.error?.message ?? t('unit.memberDetail.notFound')}
      />
    );
  }

  const m = member.data;
  const editable = canEdit && (m.role !== 0 || m.userId === staff?.user.userId);
  const self = m.userId === staff?.user.userId;
  const joined = timeFormats.date.format(new Date(m.joinedAt));
  return (
    <DetailFrame
      title={t('unit.memberDetail.title')}
      width="max-w-4xl"
      state="ready"
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
    >
      <DetailCard
        avatar={
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-blue-100 text-lg font-semibold text-blue-700">
            {[...m.realName][0] ?? '?'}
          </span>
        }
        title={
          <>
            {m.realName}
            {self ? t('unit.member.you') : ''}
          </>
        }
        subtitle={
          <>
            <RoleBadge role={m.role} />
            <StateBadge disabled={m.disabled} />
          </>
        }
      >
        <FieldList title={t('unit.memberDetail.basics')}>
          <Field label={t('unit.member.mobile')}>{maskPhone(m.mobile)}</Field>
          <Field label={t('unit.member.role')}>{t(`roles.${m.role}`)}</Field>
          <Field label={t('unit.member.department')}>{m.departmentName ?? t('unit.member.noDepartment')}</Field>
          <Field label={t('unit.member.userName')}>{m.userName ?? none}</Field>
          <Field label={t('unit.member.email')}>{m.email ?? none}</Field>
          <Field label={t('unit.member.idCard')}>{m.idCard ? maskIdCard(m.idCard) : none}</Field>
          <Field label={t('unit.member.joinedAt')}>{joined}</Field>
        </FieldList>
        {m.role === 0 ? <p className="mt-6 text-xs text-slate-500">{t('unit.member.chiefRoleNote')}</p> : null}
      </DetailCard>
      {editing ? <MemberDialog member={m} onClose={() => setEditing(false)} /> : null}
      {actions.dialog}
    </DetailFrame>
  );
}

/** An ID card number shows its first 4 and last 4 characters. */
function maskIdCard(idCard: string): string {
  return idCard.length <= 8 ? idCard : `${idCard.slice(0, 4)}${'*'.repeat(idCard.length - 8)}${idCard.slice(-4)}`;
}
