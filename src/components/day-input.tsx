import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Icon } from './icons';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A URL value as a day filter, or undefined when it is not a day. */
export function dayOrUndefined(value: string): string | undefined {
  return DAY.test(value) ? value : undefined;
}

/** A real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
function isDay(text: string): boolean {
  return DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

export interface DayInputProps {
  /** The text field's id (a form field's label points at it). */
  id?: string;
  label: string;
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  /** Fills its container (a form field) instead of the filter bar's fixed width. */
  wide?: boolean;
}

/**
 * One day, always shown as 'YYYY-MM-DD' whatever the browser's language (a native date input shows 11/26/2026 under
 * an English browser). Typed text applies on Enter or on leaving the field when it is a day in range, otherwise it
 * goes back to the last value and says how to write it; the calendar button opens the browser's own day picker.
 */
export function DayInput({ id, label, value, onChange, min, max, wide = false }: DayInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => setText(value), [value]);

  const commit = () => {
    const day = text.trim();
    const ok = day === '' || (isDay(day) && (!min || day >= min) && (!max || day <= max));
    setInvalid(!ok);
    if (!ok) setText(value);
    else if (day !== value) onChange(day);
  };
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <span className={`relative ${wide ? 'flex w-full' : 'inline-flex'}`}>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        aria-label={label}
        aria-invalid={invalid}
        title={invalid ? t('dateInput.invalid') : undefined}
        placeholder="YYYY-MM-DD"
        maxLength={10}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setInvalid(false);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        className={`${wide ? 'h-10 w-full' : 'h-9 w-36'} rounded-lg border bg-white pr-8 pl-3 text-sm text-slate-700 tabular-nums outline-none focus:ring-2 ${invalid ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-blue-500 focus:ring-blue-100'}`}
      />
      <button
        type="button"
        aria-label={`${label}：${t('dateInput.calendar')}`}
        onClick={openCalendar}
        className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1 text-slate-400 hover:text-slate-700"
      >
        <Icon name="calendar" className="h-4 w-4" />
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className="pointer-events-none absolute bottom-0 left-0 h-0 w-0 opacity-0"
      />
      {invalid ? (
        <span role="alert" className="absolute top-full left-0 mt-0.5 text-xs whitespace-nowrap text-red-600">
          {t('dateInput.invalid')}
        </span>
      ) : null}
    </span>
  );
}
