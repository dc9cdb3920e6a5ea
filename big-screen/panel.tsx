import type { ReactNode } from 'react';

/** A framed block of the wall display with its title bar. */
export function Panel({
  title,
  extra,
  className = '',
  bodyClassName = '',
  children,
}: {
  title: string;
  extra?: ReactNode;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={`wall-panel flex min-h-0 flex-col rounded-sm ${className}`} aria-label={title}>
      <header className="flex h-10 shrink-0 items-center gap-2.5 border-b border-sky-400/15 bg-gradient-to-r from-sky-500/20 via-sky-500/5 to-transparent px-4">
        <span className="h-3.5 w-1 rounded-full bg-gradient-to-b from-cyan-300 to-blue-500" aria-hidden="true" />
        <h2 className="flex-1 text-[1.05rem] font-semibold tracking-wider text-sky-50">{title}</h2>
        {extra}
      </header>
      <div className={`min-h-0 flex-1 ${bodyClassName}`}>{children}</div>
    </section>
  );
}

/** What a panel shows while its data have not arrived, or when there are none. */
export function PanelNote({ children }: { children: ReactNode }) {
  return <div className="flex h-full items-center justify-center text-sm text-slate-400">{children}</div>;
}
