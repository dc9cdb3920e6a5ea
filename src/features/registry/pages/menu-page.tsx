import { STAFF_SYSTEM_CODE, type MenuEntry } from '@contract/menu';
import { Card } from '@tremor/react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { FilterSelect } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { usePermission } from '@/lib/permissions';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useDeleteMenu, useMenuTree, useSystems } from '../api/menus';
import { QueryState } from '../components/query-state';

const primaryLink =
  'inline-flex h-8 items-center rounded-lg bg-blue-600 px-3 text-xs font-medium text-white shadow-sm hover:bg-blue-700';
const rowLink = 'inline-flex h-8 items-center rounded-lg px-3 text-xs text-slate-600 hover:bg-slate-100';

/**
 * /menu (development environments only): every menu entry of a system as a tree, buttons included, with their
 * urls, hidden routes, icons, button codes and order. Add below an entry, change (or move) one, delete one without
 * entries below it after a confirmation. Menus are shared by every unit; only the system side changes them.
 */
export default function MenuPage() {
  const { t } = useTranslation();
  const { values, update } = useUrlFilters(paths.system.menu, ['system'] as const);
  const systemCode = values.system || STAFF_SYSTEM_CODE;
  const systems = useSystems();
  const tree = useMenuTree(systemCode);
  const canEdit = usePermission('menu:edit');
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const remove = useDeleteMenu();
  const confirm = useConfirm<MenuEntry>({
    run: (m) => remove.mutateAsync(m.id),
    message: (m) => t('registry.menu.deleteConfirm', { name: m.name }),
    done: t('registry.deleted'),
  });
  const toggle = (id: number) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const editHref = (query: string) => `${paths.system.addMenu}?systemCode=${systemCode}&${query}`;

  const rows = (entries: readonly MenuEntry[], depth: number): React.ReactNode =>
    entries.map((m) => (
      <Fragment key={m.id}>
        <tr className="border-t border-slate-100 hover:bg-slate-50">
          <td className="py-2 pr-3 text-sm" style={{ paddingLeft: `${0.75 + depth * 1.5}rem` }}>
            <span className="inline-flex items-center gap-1.5">
              {m.children.length > 0 ? (
                <button
                  type="button"
                  aria-expanded={!collapsed.has(m.id)}
                  aria-label={t('registry.menu.toggle', { name: m.name })}
                  onClick={() => toggle(m.id)}
                  className="w-4 text-slate-400 hover:text-slate-700"
                >
                  {collapsed.has(m.id) ? '▸' : '▾'}
                </button>
              ) : (
                <span className="w-4" />
              )}
              <span className={m.type === 'menu' ? 'font-medium text-slate-900' : 'text-slate-700'}>{m.name}</span>
            </span>
          </td>
          <td className="px-3 py-2">
            {m.type === 'menu' ? (
              <Badge tone="blue">{t('registry.menu.typeMenu')}</Badge>
            ) : (
              <Badge>{t('registry.menu.typeButton')}</Badge>
            )}
          </td>
          <td className="px-3 py-2 font-mono text-xs text-slate-600">{m.type === 'menu' ? m.url : m.buttonCode}</td>
          <td className="px-3 py-2 font-mono text-xs text-slate-500">{m.routerList || '—'}</td>
          <td className="px-3 py-2 text-xs text-slate-500">{m.icon || '—'}</td>
          <td className="px-3 py-2 text-xs text-slate-500">{m.sort}</td>
          {canEdit ? (
            <td className="px-3 py-2">
              <div className="flex gap-1">
                {m.type === 'menu' ? (
                  <Link to={editHref(`parentId=${m.id}`)} className={rowLink}>
                    {t('registry.menu.addChild')}
                  </Link>
                ) : null}
                <Link to={editHref(`id=${m.id}`)} className={rowLink}>
                  {t('registry.edit')}
                </Link>
                <Button size="sm" variant="danger" onClick={() => confirm.ask(m)}>
                  {t('registry.delete')}
                </Button>
              </div>
            </td>
          ) : null}
        </tr>
        {collapsed.has(m.id) ? null : rows(m.children, depth + 1)}
      </Fragment>
    ));

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={t('registry.menu.title')}
        subtitle={t('registry.menu.intro')}
        actions={
          canEdit ? (
            <Link to={editHref('')} className={primaryLink}>
              {t('registry.menu.add')}
            </Link>
          ) : null
        }
      />
      {/* Staff may look at their own menus only; the other systems' are the system side's. */}
      {canEdit ? (
        <div className="mb-4">
          <FilterSelect
            label={t('registry.menu.system')}
            allLabel={t('registry.menu.staffSystem')}
            value={values.system === STAFF_SYSTEM_CODE ? '' : values.system}
            onChange={(system) => update({ system })}
            options={(systems.data ?? [])
              .filter((s) => s.systemCode !== STAFF_SYSTEM_CODE)
              .map((s) => ({ value: s.systemCode, label: s.systemName }))}
          />
        </div>
      ) : null}
      <Card className="overflow-x-auto p-0">
        <table className="w-full min-w-[56rem] text-left" aria-label={t('registry.menu.table')}>
          <thead className="bg-slate-50 text-xs text-slate-500">
            <tr>
              <th className="px-3 py-2 font-medium">{t('registry.menu.name')}</th>
              <th className="px-3 py-2 font-medium">{t('registry.menu.type')}</th>
              <th className="px-3 py-2 font-medium">{t('registry.menu.urlOrCode')}</th>
              <th className="px-3 py-2 font-medium">{t('registry.menu.routerList')}</th>
              <th className="px-3 py-2 font-medium">{t('registry.menu.icon')}</th>
              <th className="px-3 py-2 font-medium">{t('registry.sort')}</th>
              {canEdit ? <th className="px-3 py-2 font-medium">{t('table.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>{rows(tree.data ?? [], 0)}</tbody>
        </table>
        <QueryState query={tree} className="p-6 text-center" />
        {tree.data?.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-500">{t('registry.menu.empty')}</p>
        ) : null}
      </Card>
      {confirm.dialog}
    </section>
  );
}
