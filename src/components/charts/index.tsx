import { lazy, Suspense } from 'react';
import type { ChartProps } from './types';

export type { ChartDatum, ChartProps } from './types';

const SvgChart = lazy(() => import('./svg-chart'));

/** A chart, loaded with its own chunk so the shell stays within its budget. */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<div className="animate-pulse rounded bg-slate-100" style={{ height: props.height ?? 240 }} />}>
      <SvgChart {...props} />
    </Suspense>
  );
}
