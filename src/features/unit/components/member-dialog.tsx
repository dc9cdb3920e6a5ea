import type { Member } from '@contract/org';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { maskPhone } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { notify } from '@/lib/notify';
import { useDepartments } from '../api/departments';
import { useAddMember, useUpdateMember, type MemberAdd, type MemberUpdate } from '../api/members';
import { departmentOptions } from './department-utils';
import { FormDialog } from '@/components/form-dialog';

interface Values {
  realName: string;
  mobile: string;
  role: 1 | 2 | 3;
  departmentId: number | null;
  email: string;
  idCard: string;
}

const addResolver = lazyZodResolver<Values>(async () => (await import('@contract/org')).memberAdd.request);
const editResolver = lazyZodResolver<Values>(async () => (await import('@contract/org')).memberUpdate.request);

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
  const form = useForm<Values>({
    resolver: editing ? editResolver : addResolver,
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
  const { errors, isSubmitting } = form.formState;
  // The department options may arrive after the form: show the chosen one once they do.
  useEffect(() => {
    if (departments.data) form.setValue('departmentId', form.getValues('departmentId'));
  }, [departments.data, form]);

  const { error, submit } = useFormSubmit(async (values: Values) => {
    if (member) {
      await update.mutateAsync(values as unknown as MemberUpdate);
      notify('success', t('unit.member.saved'));
    } else {
      await add.mutateAsync(values as MemberAdd);
      notify('success', t('unit.member.added'));
    }
    onClose();
  });

  return (
    <FormDialog
      open
      wide
      title={editing ? t('unit.member.editTitle') : t('unit.member.add')}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
      submitting={isSubmitting}
      error={error}
    >
      <TextField
        label={t('unit.member.realName')}
        placeholder={t('unit.member.realNamePlaceholder')}
        maxLength={16}
        error={errors.realName?.message}
        {...form.register('realName')}
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
          error={errors.mobile?.message}
          {...form.register('mobile')}
        />
      )}
      {member?.role === 0 ? (
        <TextField label={t('unit.member.role')} value={t('roles.0')} disabled readOnly name="role" />
      ) : (
        <SelectField
          label={t('unit.member.role')}
          options={ASSIGNABLE.map((role) => ({ value: String(role), label: t(`roles.${role}`) }))}
          error={errors.role?.message}
          {...form.register('role', { setValueAs: toNumber })}
        />
      )}
      <SelectField
        label={t('unit.member.department')}
        placeholder={t('unit.member.noDepartment')}
        options={departmentOptions(departments.data ?? [])}
        error={errors.departmentId?.message}
        {...form.register('departmentId', { setValueAs: toDepartment })}
      />
      <TextField
        label={t('unit.member.email')}
        placeholder={t('unit.member.optional')}
        type="email"
        maxLength={64}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('unit.member.idCard')}
        placeholder={t('unit.member.optional')}
        maxLength={18}
        error={errors.idCard?.message}
        {...form.register('idCard')}
      />
    </FormDialog>
  );
}
