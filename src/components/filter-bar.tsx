import type { ReactNode } from 'react';
import { ChevronSelect } from './chevron-select';

const selectClass =
  'h-9 rounded-lg border border-slate-300 bg-white pl-3 text-sm text-slate-700 outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

interface FilterBarProps {
  /** Any filter is set: a reset action appears. */
  active: boolean;
  onReset: () => void;
  /** Text of the reset action ('重置'). */
  resetLabel: string;
  children: ReactNode;
}

/**
 * The row of filters above a list whose filters live in the URL (see use-url-filters): a search box, selects and
 * pickers, and a reset that clears them all.
 */
export function FilterBar({ active, onReset, resetLabel, children }: FilterBarProps) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      {children}
      {active ? (
        <button type="button" onClick={onReset} className="text-sm text-slate-500 hover:text-slate-800">
          {resetLabel}
        </button>
      ) : null}
    </div>
  );
}

interface FilterSelectProps {
  /** Accessible name (the field the filter is on). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, meaning no filter ('全部类型'). */
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  className?: string;
}

/**
 * The one select of the console's filters; the empty value means "all". At the height and border of the search box and
 * the date range.
 */
export function FilterSelect({ label, value, onChange, allLabel, options, className = '' }: FilterSelectProps) {
  return (
    <ChevronSelect
      frameClassName={`inline-flex ${className}`}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={selectClass}
    >
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </ChevronSelect>
  );
}
