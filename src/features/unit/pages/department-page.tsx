import type { Department } from '@contract/org';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { usePermission } from '@/lib/permissions';
import { useDeleteDepartment, useDepartments } from '../api/departments';
import { DepartmentDialog, type DepartmentEdit } from '../components/department-dialog';
import { DepartmentTree, type DepartmentAction } from '../components/department-tree';
import { flattenDepartments, totalMembers } from '../components/department-utils';

/** Department management: the tree with add (top level or below), rename, move and delete. */
export default function DepartmentPage() {
  const { t } = useTranslation();
  const departments = useDepartments();
  const remove = useDeleteDepartment();
  const canEdit = usePermission('department:edit');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [edit, setEdit] = useState<DepartmentEdit | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const tree = departments.data ?? [];
  const all = flattenDepartments(tree);

  const toggle = (id: number) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const act = (action: DepartmentAction, department: Department) => {
    if (action === 'delete') setDeleting(department);
    else if (action === 'addChild') setEdit({ kind: 'add', parent: department });
    else setEdit({ kind: action, department });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify('success', t('unit.department.deleted'));
    } catch {
      // the client showed why the server refused (members or sub-departments)
    }
    setDeleting(null);
  };

  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader
        title={t('unit.titles.department')}
        actions={
          canEdit ? (
            <Button size="sm" onClick={() => setEdit({ kind: 'add', parent: null })}>
              {t('unit.department.addRoot')}
            </Button>
          ) : null
        }
      />
      <div className="rounded-lg border border-slate-200 bg-white" aria-busy={departments.isFetching}>
        {departments.isPending ? (
          <div className="space-y-2 p-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-8 animate-pulse rounded bg-slate-100" />
            ))}
          </div>
        ) : departments.isError ? (
          <div className="p-10 text-center">
            <Button variant="secondary" onClick={() => void departments.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : tree.length === 0 ? (
          <p className="p-10 text-center text-sm text-slate-500">{t('unit.department.empty')}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-2.5">
              <span className="text-sm text-slate-500">
                {t('unit.department.total', { count: all.length, members: totalMembers(tree) })}
              </span>
              <div className="flex gap-1">
                <Button size="sm" variant="light" onClick={() => setCollapsed(new Set())}>
                  {t('unit.department.expandAll')}
                </Button>
                <Button
                  size="sm"
                  variant="light"
                  onClick={() =>
                    setCollapsed(new Set(all.filter((d) => d.department.children.length).map((d) => d.department.id)))
                  }
                >
                  {t('unit.department.collapseAll')}
                </Button>
              </div>
            </div>
            <DepartmentTree tree={tree} collapsed={collapsed} onToggle={toggle} onAction={canEdit ? act : undefined} />
          </>
        )}
      </div>
      {edit ? <DepartmentDialog edit={edit} tree={tree} onClose={() => setEdit(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? t('unit.department.deleteConfirm', { name: deleting.name }) : ''}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
