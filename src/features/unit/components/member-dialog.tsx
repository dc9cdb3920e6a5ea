import { resultCodes } from '@contract/envelope';
import type { Member } from '@contract/org';
import { useEffect } from 'react';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { maskPhone } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useDepartments } from '../api/departments';
import { useAddMember, useUpdateMember, type MemberAdd, type MemberUpdate } from '../api/members';
import { departmentOptions } from './department-utils';

interface Values {
  realName: string;
  mobile: string;
  role: 1 | 2 | 3;
  departmentId: number | null;
  email: string;
  idCard: string;
}

const addSchema = async () => (await import('@contract/org')).memberAdd.request;
const editSchema = async () => (await import('@contract/org')).memberUpdate.request;

const ASSIGNABLE = [1, 2, 3] as const;
const toNumber = (v: string | number) => Number(v);
const toDepartment = (v: string | number | null) => (v === '' || v === null ? null : Number(v));

interface Props {
  /** The member to edit; absent adds a new one. */
  member?: Member;
  onClose: () => void;
}

/**
 * Adds a member (realName 1-16, mobile, role, department, e-mail, ID card) or edits one. The chief administrator's
 * role is not chosen here (it changes hands only through "make chief administrator"): the chief edits their own
 * details with the role shown fixed.
 */
export function MemberDialog({ member, onClose }: Props) {
  const { t } = useTranslation();
  const departments = useDepartments();
  const add = useAddMember();
  const update = useUpdateMember({ silent: true });
  const editing = member !== undefined;
  const form = useZodForm<Values, MemberAdd | MemberUpdate>({
    schema: editing ? editSchema : addSchema,
    defaultValues: member
      ? {
          userId: member.userId,
          realName: member.realName,
          role: member.role,
          departmentId: member.departmentId,
          email: member.email ?? '',
          idCard: member.idCard ?? '',
          disabled: member.disabled,
        }
      : { realName: '', mobile: '', role: 3, departmentId: null, email: '', idCard: '' },
  } as never);
  // The department options may arrive after the form: show the chosen one once they do.
  useEffect(() => {
    if (departments.data) form.setValue('departmentId', form.getValues('departmentId'));
  }, [departments.data, form]);

  const submit = async (values: MemberAdd | MemberUpdate) => {
    if (member) {
      await update.mutateAsync(values as MemberUpdate);
      notify('success', t('unit.member.saved'));
    } else {
      await add.mutateAsync(values as MemberAdd);
      notify('success', t('invite.sent'));
    }
    onClose();
  };

  return (
    <FormDialog
      open
      wide
      title={editing ? t('unit.member.editTitle') : t('unit.member.add')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      // Adding: a conflict means the phone is a member already.
      refusalFields={editing ? {} : { [resultCodes.conflict]: 'mobile' }}
    >
      <TextField
        label={t('unit.member.realName')}
        placeholder={t('unit.member.realNamePlaceholder')}
        maxLength={16}
        {...form.field('realName')}
      />
      {member ? (
        <TextField
          label={t('unit.member.mobile')}
          value={maskPhone(member.mobile)}
          disabled
          readOnly
          name="mobile"
          className="bg-slate-50 text-slate-500"
        />
      ) : (
        <TextField
          label={t('unit.member.mobile')}
          placeholder={t('unit.member.mobilePlaceholder')}
          inputMode="numeric"
          maxLength={11}
          {...form.field('mobile')}
        />
      )}
      {member?.role === 0 ? (
        <TextField label={t('unit.member.role')} value={t('roles.0')} disabled readOnly name="role" />
      ) : (
        <SelectField
          label={t('unit.member.role')}
          options={ASSIGNABLE.map((role) => ({ value: String(role), label: t(`roles.${role}`) }))}
          {...form.field('role', { setValueAs: toNumber })}
        />
      )}
      <SelectField
        label={t('unit.member.department')}
        placeholder={t('unit.member.noDepartment')}
        options={departmentOptions(departments.data ?? [])}
        {...form.field('departmentId', { setValueAs: toDepartment })}
      />
      <TextField
        label={t('unit.member.email')}
        placeholder={t('unit.member.optional')}
        type="email"
        maxLength={64}
        {...form.field('email')}
      />
      <TextField
        label={t('unit.member.idCard')}
        placeholder={t('unit.member.optional')}
        maxLength={18}
        {...form.field('idCard')}
      />
    </FormDialog>
  );
}
