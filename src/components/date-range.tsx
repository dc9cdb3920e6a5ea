const inputClass = 'h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-700';

interface Props {
  from: string;
  to: string;
  onChange: (changes: { from?: string; to?: string }) => void;
  fromLabel: string;
  toLabel: string;
  /** The word between the two fields ('至'). */
  separator: string;
}

/** Two day inputs (YYYY-MM-DD) of a filter bar; each limits the other. */
export function DateRange({ from, to, onChange, fromLabel, toLabel, separator }: Props) {
  return (
    <div className="flex items-center gap-2">
      <input
        type="date"
        aria-label={fromLabel}
        value={from}
        max={to || undefined}
        onChange={(e) => onChange({ from: e.target.value })}
        className={inputClass}
      />
      <span className="text-sm text-slate-400">{separator}</span>
      <input
        type="date"
        aria-label={toLabel}
        value={to}
        min={from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
        className={inputClass}
      />
    </div>
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A URL value as a day filter, or undefined when it is not a day. */
export function dayOrUndefined(value: string): string | undefined {
  return DAY.test(value) ? value : undefined;
}
