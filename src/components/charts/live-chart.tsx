import { memo, Suspense } from 'react';
import { lazyRetrying } from '@/lib/lazy-retrying';
import type { LiveChartProps } from './live-chart-types';

export type { LiveChartKind, LiveChartProps } from './live-chart-types';

// A chart whose chunk fails to load (the server restarting just then) waits for it on its placeholder.
const LiveChartView = lazyRetrying(() => import('./live-chart-view'));

/** Charts are compared by what they draw: a parent re-rendering with equal data costs the chart nothing. */
function sameChart(a: LiveChartProps, b: LiveChartProps): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * An ECharts chart for the dashboard and the wall display (ECharts loads with the first one). The canvas is hidden
 * from screen readers, which read the values as a table instead.
 */
export const LiveChart = memo(function LiveChart(props: LiveChartProps) {
  const placeholder = props.tone === 'dark' ? 'bg-white/5' : 'bg-slate-100';
  return (
    <figure className="relative m-0" style={{ height: props.height }}>
      <div aria-hidden="true" className="h-full">
        <Suspense fallback={<div className={`h-full animate-pulse rounded ${placeholder}`} />}>
          <LiveChartView {...props} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>{props.label}</caption>
        <tbody>
          {props.data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>
                {props.valueName}: {d.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}, sameChart);
