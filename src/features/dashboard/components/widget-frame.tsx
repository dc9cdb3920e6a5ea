import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/** The class of the title bar, which is the drag handle (the grid is told so). */
export const DRAG_HANDLE = 'widget-drag-handle';

/** A dashboard widget's card: the title bar moves it, the body fills the rest. */
export function WidgetFrame({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={title}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex h-11 shrink-0 items-center gap-2 border-b border-slate-100 px-4">
        <span
          className={`${DRAG_HANDLE} flex flex-1 cursor-move select-none items-center gap-2 self-stretch`}
          title={t('board.dragHint')}
        >
          <span aria-hidden="true" className="grid grid-cols-2 gap-0.5 opacity-40">
            {Array.from({ length: 6 }, (_, i) => (
              <span key={i} className="h-1 w-1 rounded-full bg-slate-500" />
            ))}
          </span>
          <h2 className="text-sm font-semibold text-slate-800">{title}</h2>
        </span>
        {extra}
      </header>
      <div className="relative min-h-0 flex-1">{children}</div>
    </section>
  );
}

/** A widget's empty or loading state. */
export function WidgetNote({ children }: { children: ReactNode }) {
  return <div className="flex h-full items-center justify-center p-4 text-sm text-slate-400">{children}</div>;
}
