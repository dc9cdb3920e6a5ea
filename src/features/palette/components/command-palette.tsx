import { useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_LENGTH } from '@contract/search';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/icons';
import { useTranslation } from '@/lib/i18n';
import { isPermitted, menuNavQuery } from '@/lib/menu';
import { pageActionsAtom } from '@/lib/page-actions';
import { paths } from '@/lib/paths';
import { PALETTE_DEBOUNCE_MS, useQuickSearch } from '../api/quick-search';
import {
  hitGroups,
  matchingPages,
  menuPages,
  recentItems,
  textMatches,
  type PaletteGroup,
  type PaletteItem,
} from '../model/palette-items';
import { readRecent, rememberRecent } from '../model/recent';

interface Props {
  onClose: () => void;
  /** Search the unit's records too (a session bound to a unit; the system side jumps to pages only). */
  records: boolean;
}

/** The query after a pause in typing; an input method's unfinished pinyin is not a query yet. */
function useDebounced(text: string, composing: boolean): string {
  const [value, setValue] = useState(text);
  useEffect(() => {
    if (composing) return;
    const timer = setTimeout(() => setValue(text), PALETTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, composing]);
  return value;
}

/**
 * The command palette (Ctrl/Cmd+K): the page's actions, recent items, the user's pages and the unit's records found
 * by the server. Keyboard: arrows move, Enter opens, Tab and Shift+Tab jump between groups, Esc closes and focus goes
 * back where it was. A combobox over a listbox for screen readers.
 */
export default function CommandPalette({ onClose, records }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nav = useQuery(menuNavQuery());
  const tree = useMemo(() => nav.data?.menuList ?? [], [nav.data]);
  const pageActions = useAtomValue(pageActionsAtom).get(pathname) ?? [];
  const [text, setText] = useState('');
  const [composing, setComposing] = useState(false);
  const query = useDebounced(text, composing).trim();
  const typed = text.trim();
  const search = useQuickSearch(query, records);
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const pages = useMemo(() => menuPages(tree), [tree]);
  const [recent] = useState(readRecent);

  const actions: PaletteItem[] = [
    ...pageActions.map((a) => ({
      id: `action:${a.id}`,
      group: 'actions' as const,
      title: a.label,
      detail: '',
      run: a.run,
    })),
    ...(isPermitted(tree, paths.apply.apply)
      ? [
          {
            id: 'action:apply',
            group: 'actions' as const,
            title: t('palette.newApplication'),
            detail: '',
            path: paths.apply.apply,
          },
        ]
      : []),
  ].filter((a) => textMatches(a.title, typed));

  const groups: PaletteGroup[] = (
    typed === ''
      ? [
          { id: 'actions', items: actions },
          { id: 'recent', items: recentItems(recent) },
        ]
      : [
          { id: 'actions', items: actions },
          { id: 'pages', items: matchingPages(pages, typed) },
          // Records answer the debounced query; an answer for an older query is not shown for a newer one.
          ...(search.data && query !== '' ? hitGroups(search.data.groups) : []),
        ]
  ).filter((g): g is PaletteGroup => g.items.length > 0);
  const items = groups.flatMap((g) => g.items);
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const activeItem = items[current];

  useEffect(() => setActive(0), [typed, search.data]);
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const choose = (item: PaletteItem) => {
    onClose();
    if (item.run) return item.run();
    if (!item.path) return;
    if (item.recentKind) {
      rememberRecent({ kind: item.recentKind, title: item.title, detail: item.detail, path: item.path });
    }
    navigate(item.path);
  };

  const jumpGroup = (step: 1 | -1) => {
    const at = groups.findIndex((g) => g.id === activeItem?.group);
    const target = groups[(at + step + groups.length) % groups.length];
    if (target) setActive(items.indexOf(target.items[0]!));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (composing) return;
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((current + 1) % Math.max(items.length, 1)),
      ArrowUp: () => setActive((current - 1 + items.length) % Math.max(items.length, 1)),
      Home: () => setActive(0),
      End: () => setActive(items.length - 1),
      Tab: () => jumpGroup(e.shiftKey ? -1 : 1),
      Enter: () => activeItem && choose(activeItem),
      Escape: onClose,
    };
    const move = moves[e.key];
    if (!move || ((e.key === 'Home' || e.key === 'End') && items.length === 0)) return;
    e.preventDefault();
    e.stopPropagation();
    move();
  };

  const optionId = (item: PaletteItem) => `${listId}-${item.id}`;
  const searching = query !== '' && search.isFetching;
  const status =
    typed !== '' && search.isError
      ? t('palette.failed')
      : typed !== '' && items.length === 0 && !searching && query === typed
        ? t('palette.empty')
        : null;

  return (
    <div
      className="fixed inset-0 z-50 flex items-start justify-center bg-slate-900/40 px-4 pt-[12vh]"
      onMouseDown={onClose}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('palette.title')}
        className="flex max-h-[70vh] w-full max-w-xl flex-col overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-slate-200"
        onMouseDown={(e) => e.stopPropagation()}
      >
        <div className="flex items-center gap-3 border-b border-slate-200 px-4">
          <Icon name="search" className="h-5 w-5 shrink-0 text-slate-400" />
          <input
            autoFocus
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
            aria-label={t('palette.placeholder')}
            placeholder={t('palette.placeholder')}
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => setText(e.target.value.slice(0, SEARCH_MAX_LENGTH))}
            onCompositionStart={() => setComposing(true)}
            onCompositionEnd={() => setComposing(false)}
            onKeyDown={onKeyDown}
            className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-400"
          />
          {searching ? <span className="text-xs text-slate-400">{t('palette.searching')}</span> : null}
          <kbd className="rounded border border-slate-200 px-1.5 py-0.5 text-[11px] text-slate-500">Esc</kbd>
        </div>
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t('palette.results')}
          className="overflow-y-auto py-2"
        >
          {groups.map((g) => (
            <div key={g.id} role="group" aria-labelledby={`${listId}-${g.id}`}>
              <div id={`${listId}-${g.id}`} className="px-4 pb-1 pt-2 text-xs font-medium text-slate-400">
                {t(`palette.groups.${g.id}`)}
                {g.more ? <span className="ml-2 font-normal">{t('palette.more')}</span> : null}
              </div>
              {g.items.map((item) => {
                const selected = item === activeItem;
                return (
                  <div
                    key={item.id}
                    id={optionId(item)}
                    role="option"
                    aria-selected={selected}
                    onMouseMove={() => !selected && setActive(items.indexOf(item))}
                    onClick={() => choose(item)}
                    className={`mx-2 flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ${selected ? 'bg-blue-50 text-blue-900' : 'text-slate-800'}`}
                  >
                    <span className="min-w-0 flex-1 truncate text-sm">{item.title}</span>
                    {item.detail ? (
                      <span className="max-w-[55%] truncate text-xs text-slate-400">{item.detail}</span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))}
          {status ? (
            <p role="status" className="px-4 py-6 text-center text-sm text-slate-500">
              {status}
            </p>
          ) : null}
          {typed === '' && items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-500">{t('palette.hint')}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 bg-slate-50 px-4 py-2 text-[11px] text-slate-500">
          <span>↑↓ {t('palette.keys.move')}</span>
          <span>Enter {t('palette.keys.open')}</span>
          <span>Tab {t('palette.keys.group')}</span>
          <span>Esc {t('palette.keys.close')}</span>
        </div>
      </div>
    </div>
  );
}
