import { Card } from '@tremor/react';
import { useState } from 'react';
import type { Role } from '@contract/account';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { usePermission } from '@/lib/permissions';
import { useRoleGrants, useSaveRoleGrants } from '../api/roles';
import { GrantTree } from '../components/grant-tree';
import { PlatformRolesPanel } from '../components/platform-roles-panel';
import { sameIds, toggleGrant } from '../lib/grant-checks';

const STAFF_ROLES: readonly Role[] = [0, 1, 2, 3];

/**
 * /role: the platform's own roles (which system pages and buttons each system account may use), and the menus and
 * buttons each staff role holds. Menus are shared by every unit, so a staff role's grants are edited once here and
 * hold for its members in every unit at once (their menu and permissions follow the next request).
 */
export default function RolesPage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader title={t('sysRoles.title')} subtitle={t('sysRoles.intro')} />
      <Tabs
        selected={selected}
        onSelect={setSelected}
        tabs={[
          { label: t('sysRoles.platform.tab'), content: <PlatformRolesPanel /> },
          { label: t('sysRoles.staffTab'), content: <StaffRoles /> },
        ]}
      />
    </section>
  );
}

/** The four staff roles, one at a time. */
function StaffRoles() {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role>(0);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('sysRoles.staffTab')}>
        {STAFF_ROLES.map((r) => (
          <Button
            key={r}
            size="sm"
            variant={r === role ? 'primary' : 'secondary'}
            aria-pressed={r === role}
            onClick={() => setRole(r)}
          >
            {t(`roles.${r}`)}
          </Button>
        ))}
      </div>
      <RoleGrantsEditor key={role} role={role} />
    </div>
  );
}

function RoleGrantsEditor({ role }: { role: Role }) {
  const { t } = useTranslation();
  const grants = useRoleGrants(role);
  const canEdit = usePermission('role:edit');
  const saved = new Set(grants.data?.grantedIds ?? []);
  // The user's edits; null while they match what is saved.
  const [draft, setDraft] = useState<Set<number> | null>(null);
  const checked = draft ?? saved;
  const changed = draft !== null && !sameIds(draft, saved);
  const save = useSaveRoleGrants();
  const confirm = useConfirm<Set<number>>({
    run: async (ids) => {
      await save.mutateAsync({ role, menuIds: [...ids] });
      setDraft(null);
    },
    message: () => t('sysRoles.saveConfirm', { role: t(`roles.${role}`) }),
    done: t('sysRoles.saved'),
  });

  if (grants.isLoading) return <p className="py-6 text-sm text-slate-400">{t('app.loading')}</p>;
  if (grants.isError || !grants.data) {
    return (
      <p role="alert" className="py-6 text-sm text-red-600">
        {t('sysRoles.loadFailed')}{' '}
        <button type="button" className="text-blue-700 underline" onClick={() => void grants.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  return (
    <Card className="p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          {t('sysRoles.count', { count: checked.size })}
          {changed ? <span className="ml-2 text-amber-600">{t('sysRoles.unsaved')}</span> : null}
        </p>
        {canEdit ? (
          <div className="flex gap-2">
            <Button variant="secondary" disabled={!changed} onClick={() => setDraft(null)}>
              {t('sysRoles.reset')}
            </Button>
            <Button disabled={!changed} onClick={() => confirm.ask(checked)}>
              {t('sysRoles.save')}
            </Button>
          </div>
        ) : null}
      </div>
      {grants.data.tree.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('sysRoles.empty')}</p>
      ) : (
        <GrantTree
          tree={grants.data.tree}
          checked={checked}
          disabled={!canEdit}
          onToggle={(id) => setDraft(toggleGrant(grants.data.tree, checked, id))}
        />
      )}
      {confirm.dialog}
    </Card>
  );
}
