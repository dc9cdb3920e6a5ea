import { Card } from '@tremor/react';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

/** One labelled value of a detail card. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-800">{children}</dd>
    </div>
  );
}

const columnClass = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' } as const;

/** A titled list of fields in a responsive grid. */
export function FieldList({
  title,
  columns = 2,
  children,
}: {
  title: string;
  columns?: keyof typeof columnClass;
  children: ReactNode;
}) {
  return (
    <>
      <h3 className="mt-6 text-sm font-medium text-slate-500">{title}</h3>
      <dl className={`mt-3 grid gap-x-6 gap-y-5 ${columnClass[columns]}`}>{children}</dl>
    </>
  );
}

/**
 * The card of a detail page: a heading (name, badges, an optional avatar), field lists below it, and optional
 * links or notes after them.
 */
export function DetailCard({
  title,
  subtitle,
  avatar,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  avatar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-3">
        {avatar}
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          {subtitle ? (
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">{subtitle}</div>
          ) : null}
        </div>
      </div>
      {children}
    </Card>
  );
}

/**
 * The frame of a detail page: header with the way back and actions; while the record loads a placeholder, and when
 * it is not there the reason.
 */
export function DetailFrame({
  title,
  actions,
  width = 'max-w-5xl',
  state,
  missingText,
  children,
}: {
  title: string;
  actions: ReactNode;
  width?: 'max-w-3xl' | 'max-w-4xl' | 'max-w-5xl' | 'max-w-7xl';
  /** 'loading' shows a placeholder, 'missing' the missing text, 'ready' the children. */
  state: 'loading' | 'missing' | 'ready';
  missingText?: string;
  children?: ReactNode;
}) {
  return (
    <section className={`mx-auto ${width}`}>
      <PageHeader title={title} actions={actions} />
      {state === 'loading' ? (
        <div className="h-64 animate-pulse rounded-lg bg-slate-200/60" />
      ) : state === 'missing' ? (
        <div className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-500">
          {missingText}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
