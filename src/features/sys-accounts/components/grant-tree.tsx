import type { MenuEntry } from '@contract/menu';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { menuTitle } from '@/lib/menu-title';
import { checkState } from '../lib/grant-checks';

interface Props {
  tree: readonly MenuEntry[];
  checked: ReadonlySet<number>;
  onToggle: (id: number) => void;
  disabled?: boolean;
}

/** The staff menu tree with a checkbox per group, page and button (the rules are in ../lib/grant-checks). */
export function GrantTree(props: Props) {
  return <GrantList {...props} className="space-y-1" />;
}

/** One level of entries: buttons in a row under their page, sub-menus indented below it. */
function GrantList({ tree, className, ...rest }: Props & { className: string }) {
  if (tree.length === 0) return null;
  return (
    <ul className={className}>
      {tree.map((entry) => (
        <GrantNode key={entry.id} entry={entry} {...rest} />
      ))}
    </ul>
  );
}

function GrantNode({ entry, checked, onToggle, disabled }: Omit<Props, 'tree'> & { entry: MenuEntry }) {
  const { t } = useTranslation();
  const state = checkState(entry, checked);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  const rest = { checked, onToggle, disabled };
  return (
    <li className="text-sm">
      <label className="inline-flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 hover:bg-slate-50">
        <input
          ref={box}
          type="checkbox"
          className="size-4 rounded border-slate-300 text-blue-600"
          checked={state !== 'none'}
          disabled={disabled}
          onChange={() => onToggle(entry.id)}
        />
        <span className={entry.type === 'menu' ? 'font-medium text-slate-800' : 'text-slate-700'}>
          {menuTitle(entry)}
        </span>
        {entry.type === 'button' ? <Badge>{t('sysRoles.button')}</Badge> : null}
      </label>
      <GrantList
        tree={entry.children.filter((c) => c.type === 'button')}
        className="ml-7 flex flex-wrap gap-x-4 gap-y-1 py-0.5"
        {...rest}
      />
      <GrantList
        tree={entry.children.filter((c) => c.type === 'menu')}
        className="ml-6 space-y-1 border-l border-slate-100 pl-2"
        {...rest}
      />
    </li>
  );
}
