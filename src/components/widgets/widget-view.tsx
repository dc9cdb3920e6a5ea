import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { WidgetKind, WidgetTone } from './types';
import { useBoxSize } from './use-box-size';

interface FrameProps {
  tone: WidgetTone;
  title: string;
  extra: ReactNode;
  /** A class for the title bar that makes it the grid's drag handle (console only). */
  dragHandle?: string;
  className: string;
  children: ReactNode;
}

/** The console's card: a title bar (the drag handle, when the grid moves it) over the body. */
function ConsoleFrame({ title, extra, dragHandle, className, children }: Omit<FrameProps, 'tone'>) {
  const { t } = useTranslation();
  const heading = <h2 className="text-sm font-semibold text-slate-800">{title}</h2>;
  return (
    <section
      aria-label={title}
      className={`flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm ${className}`}
    >
      <header className="flex h-11 shrink-0 items-center gap-2 border-b border-slate-100 px-4">
        {dragHandle ? (
          <span
            className={`${dragHandle} flex flex-1 cursor-move select-none items-center gap-2 self-stretch`}
            title={t('board.dragHint')}
          >
            <span aria-hidden="true" className="grid grid-cols-2 gap-0.5 opacity-40">
              {Array.from({ length: 6 }, (_, i) => (
                <span key={i} className="h-1 w-1 rounded-full bg-slate-500" />
              ))}
            </span>
            {heading}
          </span>
        ) : (
          <span className="flex-1">{heading}</span>
        )}
        {extra}
      </header>
      {children}
    </section>
  );
}

/** The wall's panel: dark, with the corner brackets of wall.css and a glowing title bar. */
function WallFrame({ title, extra, className, children }: Omit<FrameProps, 'tone' | 'dragHandle'>) {
  return (
    <section className={`wall-panel flex min-h-0 flex-col rounded-sm ${className}`} aria-label={title}>
      <header className="flex h-10 shrink-0 items-center gap-2.5 border-b border-sky-400/15 bg-gradient-to-r from-sky-500/20 via-sky-500/5 to-transparent px-4">
        <span className="h-3.5 w-1 rounded-full bg-gradient-to-b from-cyan-300 to-blue-500" aria-hidden="true" />
        <h2 className="flex-1 text-[1.05rem] font-semibold tracking-wider text-sky-50">{title}</h2>
        {extra}
      </header>
      {children}
    </section>
  );
}

/**
 * One widget of the registry in a tone: its frame and title bar, and the body, which is told the tone, the scale
 * and its measured size. `bare` draws the body without a frame (the wall's row of head numbers).
 */
export function WidgetView({
  kind,
  tone,
  scale = 1,
  dragHandle,
  bare = false,
  className = '',
}: {
  kind: WidgetKind;
  tone: WidgetTone;
  scale?: number;
  dragHandle?: string;
  bare?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  const box = useBoxSize(body, scale);
  const props = { tone, scale, box };
  const content = <kind.Body {...props} />;
  if (bare) {
    return (
      <div ref={body} className={className}>
        {content}
      </div>
    );
  }
  const frame = {
    title: t(tone === 'wall' ? (kind.wallTitleKey ?? kind.titleKey) : kind.titleKey),
    extra: kind.Extra ? <kind.Extra {...props} /> : null,
    className,
    // Sized by its frame, not by its content: a live widget's changes lay out only its own body.
    children: (
      <div ref={body} className="relative min-h-0 flex-1 [contain:size_layout_style]">
        {content}
      </div>
    ),
  };
  return tone === 'wall' ? <WallFrame {...frame} /> : <ConsoleFrame {...frame} dragHandle={dragHandle} />;
}
