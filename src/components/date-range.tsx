import { DayInput } from './day-input';
export { dayOrUndefined } from './day-input';

interface Props {
  from: string;
  to: string;
  onChange: (changes: { from?: string; to?: string }) => void;
  fromLabel: string;
  toLabel: string;
  /** The word between the two fields ('至'). */
  separator: string;
}

/** Two days (YYYY-MM-DD) of a filter bar; each limits the other. */
export function DateRange({ from, to, onChange, fromLabel, toLabel, separator }: Props) {
  return (
    <div className="flex items-center gap-2">
      <DayInput label={fromLabel} value={from} max={to || undefined} onChange={(day) => onChange({ from: day })} />
      <span className="text-sm text-slate-400">{separator}</span>
      <DayInput label={toLabel} value={to} min={from || undefined} onChange={(day) => onChange({ to: day })} />
    </div>
  );
}
