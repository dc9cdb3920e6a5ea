import type { ChartProps } from './types';

const COLOURS = ['#2563eb', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#0ea5e9', '#64748b'];
const W = 640;

/** The values as a table for screen readers; the drawing itself is hidden from them. */
function DataTable({ label, data, valueName }: Pick<ChartProps, 'label' | 'data' | 'valueName'>) {
  return (
    <table className="sr-only">
      <caption>{label}</caption>
      <tbody>
        {data.map((d) => (
          <tr key={d.label}>
            <th scope="row">{d.label}</th>
            <td>
              {valueName}: {d.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function niceMax(max: number): number {
  if (max <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / power) * power;
}

function Columns({ kind, data, height }: { kind: 'line' | 'bar'; data: ChartProps['data']; height: number }) {
  const pad = { l: 36, r: 8, t: 8, b: 22 };
  const max = niceMax(Math.max(0, ...data.map((d) => d.value)));
  const plotW = W - pad.l - pad.r;
  const plotH = height - pad.t - pad.b;
  const step = data.length > 0 ? plotW / data.length : plotW;
  const y = (v: number) => pad.t + plotH - (v / max) * plotH;
  const x = (i: number) => pad.l + step * i + step / 2;
  const labelEvery = Math.max(1, Math.ceil(data.length / 12));
  const ticks = [0, max / 2, max];
  return (
    <svg viewBox={`0 0 ${W} ${height}`} className="w-full" aria-hidden="true" style={{ height }}>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={pad.l} x2={W - pad.r} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
          <text x={pad.l - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#94a3b8">
            {Math.round(v)}
          </text>
        </g>
      ))}
      {kind === 'bar'
        ? data.map((d, i) => (
            <rect
              key={d.label}
              x={x(i) - Math.min(24, step * 0.35)}
              width={Math.min(48, step * 0.7)}
              y={y(d.value)}
              height={pad.t + plotH - y(d.value)}
              rx="2"
              fill={COLOURS[0]}
            >
              <title>{`${d.label}: ${d.value}`}</title>
            </rect>
          ))
        : null}
      {kind === 'line' && data.length > 0 ? (
        <>
          <polyline
            fill="none"
            stroke={COLOURS[0]}
            strokeWidth="2"
            points={data.map((d, i) => `${x(i)},${y(d.value)}`).join(' ')}
          />
          {data.map((d, i) => (
            <circle key={d.label} cx={x(i)} cy={y(d.value)} r="3" fill={COLOURS[0]}>
              <title>{`${d.label}: ${d.value}`}</title>
            </circle>
          ))}
        </>
      ) : null}
      {data.map((d, i) =>
        i % labelEvery === 0 ? (
          <text key={d.label} x={x(i)} y={height - 6} textAnchor="middle" fontSize="11" fill="#64748b">
            {d.label}
          </text>
        ) : null,
      )}
    </svg>
  );
}

function HorizontalBars({ data }: { data: ChartProps['data'] }) {
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <ul aria-hidden="true" className="space-y-2">
      {data.map((d) => (
        <li key={d.label} className="grid grid-cols-[minmax(0,8rem)_1fr_3rem] items-center gap-2 text-xs">
          <span className="truncate text-slate-600" title={d.label}>
            {d.label}
          </span>
          <span className="h-3 rounded bg-slate-100">
            <span className="block h-full rounded bg-blue-600" style={{ width: `${(d.value / max) * 100}%` }} />
          </span>
          <span className="text-right tabular-nums text-slate-700">{d.value}</span>
        </li>
      ))}
    </ul>
  );
}

function Pie({ data, height }: { data: ChartProps['data']; height: number }) {
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const r = Math.min(90, height / 2 - 10);
  const c = r + 10;
  let angle = -Math.PI / 2;
  const slices = data.map((d, i) => {
    const share = total > 0 ? d.value / total : 0;
    const start = angle;
    angle += share * Math.PI * 2;
    const end = angle;
    const large = end - start > Math.PI ? 1 : 0;
    const p = (a: number) => `${c + r * Math.cos(a)},${c + r * Math.sin(a)}`;
    const path =
      share >= 0.9999
        ? `M ${c - r},${c} a ${r},${r} 0 1,0 ${2 * r},0 a ${r},${r} 0 1,0 ${-2 * r},0`
        : `M ${c},${c} L ${p(start)} A ${r},${r} 0 ${large} 1 ${p(end)} Z`;
    return { d, path, colour: COLOURS[i % COLOURS.length]!, share };
  });
  return (
    <div aria-hidden="true" className="flex flex-wrap items-center gap-6">
      <svg viewBox={`0 0 ${2 * c} ${2 * c}`} style={{ width: 2 * c, height: 2 * c }}>
        {slices.map((s) =>
          s.share > 0 ? (
            <path key={s.d.label} d={s.path} fill={s.colour} stroke="#fff" strokeWidth="1">
              <title>{`${s.d.label}: ${s.d.value}`}</title>
            </path>
          ) : null,
        )}
      </svg>
      <ul className="space-y-1 text-xs">
        {slices.map((s) => (
          <li key={s.d.label} className="flex items-center gap-2">
            <span className="h-3 w-3 rounded-sm" style={{ background: s.colour }} />
            <span className="text-slate-600">{s.d.label}</span>
            <span className="tabular-nums text-slate-800">
              {s.d.value} ({Math.round(s.share * 100)}%)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The SVG drawing of a chart (see ChartProps); each chart comes with a table of its values for screen readers. */
export default function SvgChart({ kind, label, data, valueName, height = 240 }: ChartProps) {
  return (
    <figure role="group" aria-label={label}>
      {kind === 'hbar' ? (
        <HorizontalBars data={data} />
      ) : kind === 'pie' ? (
        <Pie data={data} height={height} />
      ) : (
        <Columns kind={kind} data={data} height={height} />
      )}
      <DataTable label={label} data={data} valueName={valueName} />
    </figure>
  );
}
