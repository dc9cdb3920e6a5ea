import type { OrgAccount, SysDepartment } from '@contract/sys-org';
import { Card } from '@tremor/react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { usePermission } from '@/lib/permissions';
import { useUrlFilters } from '@/lib/use-url-filters';
import { flattenDepartments, useAssignOrg, useDeleteOrg, useOrgAccounts, useOrgTree } from '../api/org';
import { AssignAccountsDialog } from '../components/assign-accounts-dialog';
import { QueryState } from '../components/query-state';

const col = columnHelper<OrgAccount>();
const primaryLink =
  'inline-flex h-8 items-center rounded-lg bg-blue-600 px-3 text-xs font-medium text-white shadow-sm hover:bg-blue-700';
const secondaryLink =
  'inline-flex h-8 items-center rounded-lg border border-slate-300 bg-white px-3 text-xs font-medium text-slate-700 shadow-sm hover:bg-slate-50';

function findDepartment(tree: readonly SysDepartment[], id: number): SysDepartment | undefined {
  for (const d of tree) {
    if (d.id === id) return d;
    const found = findDepartment(d.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * /organization: the platform's department tree; the chosen department's details and accounts, accounts moved in
 * or out. Deleting a department that still has people or departments below it is refused with the reason.
 */
export default function OrganizationPage() {
  const { t } = useTranslation();
  const tree = useOrgTree();
  const { values, update } = useUrlFilters(paths.system.organization, ['department'] as const);
  const flat = useMemo(() => flattenDepartments(tree.data ?? []), [tree.data]);
  const names = useMemo(() => new Map(flat.map((d) => [d.id, d.name])), [flat]);
  const selectedId = Number(values.department) || flat[0]?.id || 0;
  const selected = tree.data ? findDepartment(tree.data, selectedId) : undefined;
  const accounts = useOrgAccounts(selected?.id, Boolean(selected));
  const canEdit = usePermission('org:edit');
  const [assigning, setAssigning] = useState(false);
  const move = useAssignOrg();
  const remove = useDeleteOrg();
  const confirmDelete = useConfirm<SysDepartment>({
    run: (d) => remove.mutateAsync(d.id),
    message: (d) => t('registry.org.deleteConfirm', { name: d.name }),
    done: t('registry.deleted'),
  });
  const confirmOut = useConfirm<OrgAccount>({
    run: (a) => move.mutateAsync({ departmentId: null, accountIds: [a.id] }),
    message: (a) => t('registry.org.removeConfirm', { name: a.realName }),
    done: t('registry.saved'),
  });
  const askOut = confirmOut.ask;

  const columns = useMemo(
    () => [
      col.accessor('realName', {
        header: t('registry.org.realName'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('username', { header: t('registry.org.username') }),
      col.accessor('mobile', { header: t('registry.org.mobile') }),
      col.accessor('disabled', {
        header: t('registry.org.state'),
        cell: (c) =>
          c.getValue() ? (
            <Badge tone="red">{t('registry.org.disabled')}</Badge>
          ) : (
            <Badge tone="green">{t('registry.org.enabled')}</Badge>
          ),
      }),
      ...(canEdit
        ? [
            col.display({
              id: 'actions',
              header: t('table.actions'),
              cell: (c) => (
                <Button size="sm" variant="danger" onClick={() => askOut(c.row.original)}>
                  {t('registry.org.removeAccount')}
                </Button>
              ),
            }),
          ]
        : []),
    ],
    [t, canEdit, askOut],
  );

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={t('registry.org.title')}
        subtitle={t('registry.org.intro')}
        actions={
          canEdit ? (
            <Link to={paths.system.addOrg} className={primaryLink}>
              {t('registry.org.add')}
            </Link>
          ) : null
        }
      />
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        <Card className="p-3">
          <h2 className="mb-2 px-1 text-sm font-semibold text-slate-900">{t('registry.org.tree')}</h2>
          <QueryState query={tree} className="px-1 py-4" />
          {tree.data?.length === 0 ? (
            <p className="px-1 py-4 text-sm text-slate-500">{t('registry.org.empty')}</p>
          ) : null}
          <ul role="tree" aria-label={t('registry.org.tree')} className="space-y-0.5">
            {flat.map((d) => (
              <li key={d.id} role="treeitem" aria-selected={d.id === selectedId} aria-level={d.depth + 1}>
                <button
                  type="button"
                  onClick={() => update({ department: String(d.id) })}
                  style={{ paddingLeft: `${0.75 + d.depth * 1.25}rem` }}
                  className={`flex w-full items-center rounded-md py-2 pr-3 text-left text-sm ${
                    d.id === selectedId
                      ? 'bg-blue-50 font-medium text-blue-800 ring-1 ring-blue-200'
                      : 'text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  {d.depth > 0 ? <span className="mr-1.5 text-slate-300">└</span> : null}
                  <span className="truncate">{d.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
        <div className="min-w-0 space-y-4">
          {selected ? (
            <Card className="p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="text-lg font-semibold text-slate-900">{selected.name}</h2>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-slate-500">{t('registry.org.parent')}</dt>
                    <dd>{selected.parentId === null ? t('registry.org.topLevel') : names.get(selected.parentId)}</dd>
                    <dt className="text-slate-500">{t('registry.org.leader')}</dt>
                    <dd>{selected.leader ?? t('common.none')}</dd>
                    <dt className="text-slate-500">{t('registry.org.phone')}</dt>
                    <dd>{selected.phone ?? t('common.none')}</dd>
                    <dt className="text-slate-500">{t('registry.org.counts')}</dt>
                    <dd>
                      {t('registry.org.countsValue', {
                        children: selected.children.length,
                        people: selected.accountCount,
                      })}
                    </dd>
                  </dl>
                </div>
                {canEdit ? (
                  <div className="flex flex-wrap gap-2">
                    <Link to={`${paths.system.addOrg}?parentId=${selected.id}`} className={secondaryLink}>
                      {t('registry.org.addChild')}
                    </Link>
                    <Link to={`${paths.system.addOrg}?id=${selected.id}`} className={secondaryLink}>
                      {t('registry.edit')}
                    </Link>
                    <Button size="sm" variant="danger" onClick={() => confirmDelete.ask(selected)}>
                      {t('registry.delete')}
                    </Button>
                  </div>
                ) : null}
              </div>
            </Card>
          ) : null}
          {selected ? (
            <div>
              <div className="mb-3 flex items-center justify-between">
                <h2 className="text-base font-semibold text-slate-900">{t('registry.org.accounts')}</h2>
                {canEdit ? (
                  <Button size="sm" onClick={() => setAssigning(true)}>
                    {t('registry.org.assign')}
                  </Button>
                ) : null}
              </div>
              <DataTable
                label={t('registry.org.accounts')}
                columns={columns}
                rows={accounts.data}
                total={accounts.data?.length ?? 0}
                page={1}
                pageSize={Math.max(1, accounts.data?.length ?? 1)}
                onPage={() => undefined}
                loading={accounts.isLoading}
                error={accounts.isError}
                onRetry={() => void accounts.refetch()}
                rowId={(a) => String(a.id)}
                emptyText={t('registry.org.noAccounts')}
              />
            </div>
          ) : null}
        </div>
      </div>
      {assigning && selected ? (
        <AssignAccountsDialog department={selected} departmentNames={names} onClose={() => setAssigning(false)} />
      ) : null}
      {confirmDelete.dialog}
      {confirmOut.dialog}
    </section>
  );
}
