import type { MenuEntry } from '@contract/menu';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon } from '@/components/icons';
import { isDevelopmentEnvironment } from '@/config/environments';
import { badgeCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { menuTitle } from '@/lib/menu-title';

/** Groups shown as a single link to their default page instead of a submenu (spec section 2: document comparison). */
const FLAT_GROUPS = ['/file'];
/** Menu management only appears in development environments (spec section 2). */
const DEV_ONLY = ['/menu'];

interface Props {
  tree: MenuEntry[];
  activeTrail: MenuEntry[];
  /** Red counts: a group's by its `counter` key, a page's by its url. */
  counters: Record<string, number>;
  /** Pages with something new but no count (a red dot), by url; their group shows the dot too. */
  dots?: ReadonlySet<string>;
  collapsed: boolean;
  onNavigate?: () => void;
}

const NO_DOTS: ReadonlySet<string> = new Set();

function NewDot() {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('shell.newItems')} className="ml-auto h-2 w-2 shrink-0 rounded-full bg-red-500" />
  );
}

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const { text, overflow } = badgeCount(count);
  return (
    <span
      className={`ml-auto rounded-full px-1.5 text-[11px] font-semibold leading-5 text-white ${overflow ? 'bg-rose-700 ring-2 ring-rose-300' : 'bg-red-500'}`}
    >
      {text}
    </span>
  );
}

/**
 * A menu name: a name longer than the sidebar is wide wraps to a second line rather than being cut, and the whole
 * name shows on hover should even that not hold it.
 */
function Label({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span className={`line-clamp-2 min-w-0 break-words leading-5 ${className}`} title={text}>
      {text}
    </span>
  );
}

function linkClass(active: boolean, collapsed: boolean): string {
  return `flex items-center gap-3 rounded-md px-3 py-2 text-sm transition ${collapsed ? 'justify-center' : ''} ${
    active ? 'bg-blue-600 text-white shadow-sm' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
  }`;
}

export function Sidebar({ tree, activeTrail, counters, dots = NO_DOTS, collapsed, onNavigate }: Props) {
  const { t } = useTranslation();
  const activeIds = new Set(activeTrail.map((m) => m.id));
  const [open, setOpen] = useState<Set<number>>(() => new Set(activeTrail.map((m) => m.id)));
  const shown = (m: MenuEntry) => isDevelopmentEnvironment() || !DEV_ONLY.includes(m.url);
  const visible = tree.filter(shown);

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <nav aria-label={t('shell.home')} className="flex-1 space-y-1 overflow-y-auto px-2 py-3">
      {visible.map((group) => {
        // The system side's menu management is a page of its 系统管理 group: hidden the same way.
        const pages = group.children.filter((c) => c.type === 'menu' && shown(c));
        const count = group.counter ? (counters[group.counter] ?? 0) : 0;
        const dotted = count === 0 && pages.some((p) => dots.has(p.url));
        const title = menuTitle(group);
        if (pages.length === 0 || FLAT_GROUPS.includes(group.url)) {
          // A flat group opens its own path, which leads to the group's default page (src/app/group-defaults.tsx).
          const to = FLAT_GROUPS.includes(group.url) ? group.url : (pages[0]?.url ?? group.url);
          return (
            <NavLink
              key={group.id}
              to={to}
              title={collapsed ? title : undefined}
              onClick={onNavigate}
              className={linkClass(activeIds.has(group.id), collapsed)}
            >
              <Icon name={group.icon} />
              {collapsed ? null : <Label text={title} />}
              {collapsed ? null : <CountBadge count={count} />}
            </NavLink>
          );
        }
        const expanded = open.has(group.id) && !collapsed;
        return (
          <div key={group.id}>
            <button
              type="button"
              aria-expanded={expanded}
              title={collapsed ? title : undefined}
              onClick={() => toggle(group.id)}
              className={`flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm transition ${collapsed ? 'justify-center' : ''} ${
                activeIds.has(group.id) ? 'text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
              }`}
            >
              <span className={`relative ${collapsed ? '' : 'mr-1'}`}>
                <Icon name={group.icon} />
                {collapsed && (count > 0 || dotted) ? (
                  <span className="absolute -right-1 -top-1 h-2 w-2 rounded-full bg-red-500" />
                ) : null}
              </span>
              {collapsed ? null : (
                <>
                  <Label text={title} className="flex-1 text-left" />
                  {/* The count and the chevron keep together, so a four-character title fits beside '99+'. */}
                  <span className="flex shrink-0 items-center gap-1">
                    {dotted ? <NewDot /> : <CountBadge count={count} />}
                    <Icon name="chevron" className={`h-4 w-4 shrink-0 transition ${expanded ? 'rotate-90' : ''}`} />
                  </span>
                </>
              )}
            </button>
            {expanded ? (
              <div className="mt-1 space-y-0.5 pl-8">
                {pages.map((page) => (
                  <NavLink
                    key={page.id}
                    to={page.url}
                    onClick={onNavigate}
                    className={`flex items-center gap-2 rounded-md px-3 py-1.5 text-sm transition ${
                      activeIds.has(page.id)
                        ? 'bg-blue-600 text-white'
                        : 'text-slate-400 hover:bg-slate-800 hover:text-white'
                    }`}
                  >
                    <Label text={menuTitle(page)} />
                    {dots.has(page.url) ? <NewDot /> : <CountBadge count={counters[page.url] ?? 0} />}
                  </NavLink>
                ))}
              </div>
            ) : null}
          </div>
        );
      })}
    </nav>
  );
}
