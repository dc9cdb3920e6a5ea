import { resultCodes } from '@contract/envelope';
import type { MenuEntry } from '@contract/menu';
import type { PlatformRole } from '@contract/sys-role';
import { Card } from '@tremor/react';
import { useState } from 'react';
import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { usePermission } from '@/lib/permissions';
import { useDeletePlatformRole, usePlatformRoles, useSavePlatformRole, type PlatformRoleSave } from '../api/roles';
import { toggleGrant } from '../lib/grant-checks';
import { GrantTree } from './grant-tree';

/** 'new' while a role is being added. */
type Selection = number | 'new' | null;

/**
 * The platform's own roles: the list on the left, the chosen role's name and system menu grants on the right. The
 * built-in role holds everything and is shown, not edited; a role some account holds cannot be deleted (the server
 * says how many hold it).
 */
export function PlatformRolesPanel() {
  const { t } = useTranslation();
  const roles = usePlatformRoles();
  const canEdit = usePermission('role:edit');
  const [selection, setSelection] = useState<Selection>(null);

  if (roles.isLoading) return <p className="py-6 text-sm text-slate-400">{t('app.loading')}</p>;
  if (roles.isError || !roles.data) {
    return (
      <p role="alert" className="py-6 text-sm text-red-600">
        {t('sysRoles.loadFailed')}{' '}
        <button type="button" className="text-blue-700 underline" onClick={() => void roles.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  const list = roles.data.roles;
  const chosen = selection === 'new' ? undefined : (list.find((r) => r.id === selection) ?? list[0]);
  const editing = selection === 'new' ? 'new' : chosen;
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <Card className="p-3">
        <ul className="space-y-1" aria-label={t('sysRoles.platform.list')}>
          {list.map((role) => (
            <li key={role.id}>
              <button
                type="button"
                aria-current={editing !== 'new' && editing?.id === role.id}
                onClick={() => setSelection(role.id)}
                className={`flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm ${editing !== 'new' && editing?.id === role.id ? 'bg-blue-50 font-medium text-blue-700' : 'text-slate-700 hover:bg-slate-50'}`}
              >
                <span className="truncate">{role.name}</span>
                <span className="shrink-0 text-xs text-slate-400">
                  {t('sysRoles.platform.holders', { count: role.accountCount })}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {canEdit ? (
          <Button variant="secondary" className="mt-3 w-full" onClick={() => setSelection('new')}>
            {t('sysRoles.platform.add')}
          </Button>
        ) : null}
      </Card>
      {editing === undefined ? (
        <Card className="p-5 text-sm text-slate-500">{t('sysRoles.platform.empty')}</Card>
      ) : (
        <RoleEditor
          key={editing === 'new' ? 'new' : editing.id}
          role={editing === 'new' ? undefined : editing}
          tree={roles.data.tree}
          canEdit={canEdit}
          onSaved={setSelection}
          onDeleted={() => setSelection(null)}
        />
      )}
    </div>
  );
}

interface Values {
  name: string;
  remark: string;
}

const saveSchema = async () => (await import('@contract/sys-role')).platformRoleSave.request;
const NAME_TAKEN = { [resultCodes.conflict]: 'name' } as const;

function RoleEditor(props: {
  role?: PlatformRole;
  tree: MenuEntry[];
  canEdit: boolean;
  onSaved: (id: number) => void;
  onDeleted: () => void;
}) {
  const { role, tree, canEdit, onSaved, onDeleted } = props;
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Set<number>>(() => new Set(role?.menuIds ?? []));
  const save = useSavePlatformRole();
  const remove = useDeletePlatformRole();
  const editable = canEdit && !role?.allGrants;
  const form = useZodForm<Values, PlatformRoleSave>({
    schema: saveSchema,
    defaultValues: { name: role?.name ?? '', remark: role?.remark ?? '' },
    toInput: (values) => ({ ...values, id: role?.id ?? null, menuIds: [...checked] }),
  });
  const confirmDelete = useConfirm<PlatformRole>({
    run: async (r) => {
      await remove.mutateAsync(r.id);
      onDeleted();
    },
    message: (r) => t('sysRoles.platform.deleteConfirm', { name: r.name }),
    done: t('sysRoles.platform.deleted'),
  });
  const submit = async (input: PlatformRoleSave) => {
    const answer = await save.mutateAsync(input);
    notify('success', t('sysRoles.saved'));
    onSaved(answer.id);
  };
  return (
    <Card className="p-5">
      <Form
        form={form}
        onSubmit={submit}
        refusalFields={NAME_TAKEN}
        aria-label={role?.name ?? t('sysRoles.platform.add')}
        footer={
          editable ? (
            <div className="flex justify-end gap-2">
              {role ? (
                <Button variant="danger" onClick={() => confirmDelete.ask(role)}>
                  {t('sysRoles.platform.delete')}
                </Button>
              ) : null}
              <SubmitButton>{t('sysRoles.save')}</SubmitButton>
            </div>
          ) : null
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('sysRoles.platform.name')} maxLength={32} readOnly={!editable} {...form.field('name')} />
          <TextField
            label={t('sysRoles.platform.remark')}
            maxLength={200}
            readOnly={!editable}
            {...form.field('remark')}
          />
        </div>
        {role?.allGrants ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Badge>{t('sysRoles.platform.builtIn')}</Badge>
            {t('sysRoles.platform.builtInHint')}
          </p>
        ) : (
          <div>
            <p className="mb-2 text-sm text-slate-500">{t('sysRoles.count', { count: checked.size })}</p>
            <GrantTree
              tree={tree}
              checked={checked}
              disabled={!editable}
              onToggle={(id) => setChecked(toggleGrant(tree, checked, id))}
            />
          </div>
        )}
      </Form>
      {confirmDelete.dialog}
    </Card>
  );
}
