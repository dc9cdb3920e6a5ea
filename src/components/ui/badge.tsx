import type { ReactNode } from 'react';

type Tone = 'blue' | 'green' | 'amber' | 'red' | 'slate';

const tones: Record<Tone, string> = {
  blue: 'bg-blue-50 text-blue-700 ring-blue-600/20',
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
  slate: 'bg-slate-50 text-slate-600 ring-slate-500/20',
};

/**
 * A status pill. Tremor 3's Badge relies on Tailwind 3's bg-opacity utilities, which Tailwind 4 dropped (it renders a
 * solid block), so badges are our own.
 */
export function Badge({ tone = 'slate', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
