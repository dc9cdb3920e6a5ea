import type { Department } from '@contract/org';
import { Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

export type DepartmentAction = 'addChild' | 'rename' | 'move' | 'delete';

interface Props {
  tree: Department[];
  /** Departments whose children are hidden. */
  collapsed: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** Absent for users without department:edit: the tree is read-only. */
  onAction?: (action: DepartmentAction, department: Department) => void;
}

const ACTIONS: DepartmentAction[] = ['addChild', 'rename', 'move', 'delete'];

/** The department tree: each branch opens and closes with a button (aria-expanded); actions are buttons too. */
export function DepartmentTree({ tree, collapsed, onToggle, onAction }: Props) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('unit.department.tree')} className="divide-y divide-slate-100">
      {tree.map((d) => (
        <Node key={d.id} department={d} depth={0} collapsed={collapsed} onToggle={onToggle} onAction={onAction} />
      ))}
    </ul>
  );
}

function Node({
  department: d,
  depth,
  collapsed,
  onToggle,
  onAction,
}: Omit<Props, 'tree'> & { department: Department; depth: number }) {
  const { t } = useTranslation();
  const hasChildren = d.children.length > 0;
  const open = hasChildren && !collapsed.has(d.id);
  return (
    <li>
      <div
        className="group flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 hover:bg-slate-50"
        style={{ paddingLeft: `${12 + depth * 24}px` }}
      >
        {hasChildren ? (
          <button
            type="button"
            aria-expanded={open}
            aria-label={t(open ? 'unit.department.collapse' : 'unit.department.expand', { name: d.name })}
            onClick={() => onToggle(d.id)}
            className="flex h-6 w-6 items-center justify-center rounded text-slate-500 hover:bg-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
          >
            <Icon name="chevron" className={`h-4 w-4 transition ${open ? 'rotate-90' : ''}`} />
          </button>
        ) : (
          <span className="h-6 w-6" aria-hidden="true" />
        )}
        <span className="text-sm font-medium text-slate-800">{d.name}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-500">
          {t('unit.department.members', { count: d.memberCount })}
        </span>
        {onAction ? (
          <span className="ml-auto flex flex-wrap gap-1" role="group" aria-label={d.name}>
            {ACTIONS.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'delete' ? 'danger' : 'light'}
                aria-label={`${t(`unit.department.${action}`)} ${d.name}`}
                onClick={() => onAction(action, d)}
              >
                {t(`unit.department.${action}`)}
              </Button>
            ))}
          </span>
        ) : null}
      </div>
      {open ? (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {d.children.map((c) => (
            <Node
              key={c.id}
              department={c}
              depth={depth + 1}
              collapsed={collapsed}
              onToggle={onToggle}
              onAction={onAction}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
