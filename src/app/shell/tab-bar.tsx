import { useAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/icons';
import { Dropdown } from '@/components/ui/dropdown';
import { useTranslation } from '@/lib/i18n';
import { closeAll, closeOthers, closeView, HOME_PATH, neighbourOf, viewsAtom } from './views';

/** Tabs of the visited views: close one, close others, close all; pinned tabs stay. */
export function TabBar({ onRefresh }: { onRefresh: (pathname: string) => void }) {
  const { t } = useTranslation();
  const [views, setViews] = useAtom(viewsAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const active = location.pathname;

  const close = (pathname: string) => {
    if (pathname === active) {
      const next = neighbourOf(views, pathname);
      navigate(next?.path ?? HOME_PATH);
    }
    setViews(closeView(views, pathname));
  };

  return (
    <div className="flex h-10 items-center gap-1 border-b border-slate-200 bg-white px-3">
      <div role="tablist" aria-label="views" className="flex flex-1 items-center gap-1 overflow-x-auto">
        {views.map((view) => {
          const selected = view.pathname === active;
          // The pinned home tab exists before its page is visited, so it may not have a title yet.
          const title = view.title || (view.pathname === HOME_PATH ? t('shell.home') : view.path);
          return (
            <div
              key={view.pathname}
              role="tab"
              aria-selected={selected}
              className={`group flex shrink-0 items-center gap-1 rounded-md border px-3 py-1 text-xs transition ${
                selected
                  ? 'border-blue-600 bg-blue-600 text-white'
                  : 'border-slate-200 text-slate-600 hover:border-blue-300'
              }`}
            >
              <button type="button" onClick={() => navigate(view.path)} className="max-w-40 truncate">
                {title}
              </button>
              {view.pinned ? null : (
                <button
                  type="button"
                  aria-label={`${t('shell.close')} ${title}`}
                  onClick={() => close(view.pathname)}
                  className={`rounded p-0.5 ${selected ? 'hover:bg-blue-500' : 'hover:bg-slate-200'}`}
                >
                  <Icon name="close" className="h-3 w-3" />
                </button>
              )}
            </div>
          );
        })}
      </div>
      <Dropdown
        label={t('shell.closeOthers')}
        trigger={<Icon name="menu" className="h-4 w-4" />}
        items={[
          { label: t('shell.refresh'), onSelect: () => onRefresh(active) },
          { label: t('shell.closeOthers'), onSelect: () => setViews(closeOthers(views, active)) },
          {
            label: t('shell.closeAll'),
            onSelect: () => {
              setViews(closeAll(views));
              navigate(HOME_PATH);
            },
          },
        ]}
      />
    </div>
  );
}
