import { resultCodes } from '@contract/envelope';
import type { SysAccount } from '@contract/sys-account';
import { Card } from '@tremor/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { Form } from '@/components/form/form';
import { PageFormButtons } from '@/components/form/page-form-buttons';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import {
  useAccount,
  useAddAccount,
  useDepartmentOptions,
  useUpdateAccount,
  type AccountAdd,
  type AccountUpdate,
} from '../api/accounts';
import { usePlatformRoles } from '../api/roles';
import { InitialPasswordDialog } from '../components/initial-password-dialog';
import { TextLink } from '@/components/text-link';

interface Values {
  username: string;
  realName: string;
  mobile: string;
  departmentId: string;
  roleIds: string[];
}

const addSchema = async () => (await import('@contract/sys-account')).accountAdd.request;
const updateSchema = async () => (await import('@contract/sys-account')).accountUpdate.request;
const USERNAME_TAKEN = { [resultCodes.conflict]: 'username' } as const;

function AccountForm({ editing }: { editing?: SysAccount }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const departments = useDepartmentOptions();
  const roles = usePlatformRoles();
  const add = useAddAccount();
  const change = useUpdateAccount();
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const form = useZodForm<Values, AccountAdd | AccountUpdate>({
    schema: editing ? updateSchema : addSchema,
    defaultValues: {
      username: editing?.username ?? '',
      realName: editing?.realName ?? '',
      mobile: editing?.mobile ?? '',
      departmentId: editing?.departmentId ? String(editing.departmentId) : '',
      roleIds: (editing?.roleIds ?? []).map(String),
    },
    toInput: ({ username, departmentId, roleIds, ...v }) => ({
      ...v,
      departmentId: departmentId === '' ? null : Number(departmentId),
      roleIds: roleIds.map(Number),
      ...(editing ? { id: editing.id } : { username }),
    }),
  });
  const submit = async (values: AccountAdd | AccountUpdate) => {
    if (editing) {
      await change.mutateAsync(values as AccountUpdate);
      notify('success', t('sysUsers.saved'));
      navigate(paths.system.users);
      return;
    }
    const input = values as AccountAdd;
    const answer = await add.mutateAsync(input);
    notify('success', t('sysUsers.added'));
    // The initial password is shown once; the list follows when it is closed.
    setShown({ username: input.username, password: answer.initialPassword });
  };
  return (
    <>
      <Form
        form={form}
        onSubmit={submit}
        refusalFields={USERNAME_TAKEN}
        footer={<PageFormButtons back={paths.system.users} submitLabel={t('sysUsers.save')} />}
      >
        <TextField
          label={t('sysUsers.username')}
          maxLength={32}
          autoComplete="off"
          readOnly={editing !== undefined}
          {...form.field('username')}
        />
        <TextField label={t('sysUsers.realName')} maxLength={32} {...form.field('realName')} />
        <TextField label={t('sysUsers.mobileOptional')} inputMode="tel" maxLength={11} {...form.field('mobile')} />
        <SelectField
          label={t('sysUsers.department')}
          placeholder={t('sysUsers.noDepartment')}
          options={departments.data ?? []}
          {...form.field('departmentId')}
        />
        <CheckboxGroupField
          label={t('sysUsers.roles')}
          empty={roles.isSuccess ? t('sysUsers.noRoles') : undefined}
          options={(roles.data?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          {...form.field('roleIds')}
        />
        {editing ? null : <p className="text-sm text-slate-500">{t('sysUsers.initialHint')}</p>}
      </Form>
      <InitialPasswordDialog shown={shown} onClose={() => navigate(paths.system.users)} />
    </>
  );
}

/** /addUser: add a system account (it gets an initial password, shown once) or change one (?id=). */
export default function AddUserPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const account = useAccount(id);
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader
        title={t(id ? 'sysUsers.editTitle' : 'sysUsers.addTitle')}
        actions={<TextLink to={paths.system.users}>{t('sysUsers.back')}</TextLink>}
      />
      <Card>
        {id && account.isLoading ? <p className="py-6 text-sm text-slate-400">{t('sysUsers.loading')}</p> : null}
        {id && account.isError ? (
          <p role="alert" className="py-6 text-sm text-red-600">
            {t('sysUsers.notFound')}
          </p>
        ) : null}
        {!id || account.data ? <AccountForm key={id} editing={account.data} /> : null}
      </Card>
    </section>
  );
}
