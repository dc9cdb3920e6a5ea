import { useEffect, useId, useRef, useState } from 'react';
import { messageText } from '@/lib/i18n';
import { Icon } from './icons';

export interface SearchOption {
  value: string;
  label: string;
  /** A second, quieter line (an id, a role). */
  hint?: string;
  disabled?: boolean;
}

interface Props {
  /** Name of the field; shown above it unless `inline`. */
  label: string;
  /** The chosen value; null: nothing chosen. */
  value: string | null;
  /** Text of the chosen value (it may not be among the options of the current search). */
  valueLabel?: string;
  options: SearchOption[];
  /** The search text changed (debounced); the caller fetches matching options. */
  onQuery: (text: string) => void;
  /** The search call's keyword limit; longer text (a paste) is cut, never sent. */
  maxLength: number;
  onChange: (option: SearchOption | null) => void;
  placeholder?: string;
  /** Text in the list while nothing matches. */
  emptyText: string;
  loading?: boolean;
  disabled?: boolean;
  /** A clear button empties the choice. */
  clearLabel?: string;
  /** A contract message reference or plain text. */
  error?: string | undefined;
  /** In a filter bar: no visible label, the height of the other filters. */
  inline?: boolean;
  id?: string;
}

const QUERY_DELAY_MS = 250;

/**
 * A searchable picker (combobox): typing asks the caller for matching options, arrows and Enter or a click choose
 * one, Escape closes the list. Closed, it shows the chosen value.
 */
export function SearchSelect({
  label,
  value,
  valueLabel,
  options,
  onQuery,
  maxLength,
  onChange,
  placeholder,
  emptyText,
  loading = false,
  disabled = false,
  clearLabel,
  error,
  inline = false,
  id,
}: Props) {
  const autoId = useId();
  const inputId = id ?? `ss-${autoId}`;
  const listId = `${inputId}-list`;
  const errorId = `${inputId}-error`;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const query = useRef(onQuery);
  query.current = onQuery;

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => query.current(text.trim()), QUERY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, open]);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const choose = (option: SearchOption) => {
    if (option.disabled) return;
    onChange(option);
    setOpen(false);
    setText('');
  };

  const onKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      if (open) e.stopPropagation();
      setOpen(false);
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const n = options.length;
      if (n > 0) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : -1) + n) % n);
      return;
    }
    if (e.key === 'Enter' && open) {
      e.preventDefault();
      const option = options[active];
      if (option) choose(option);
    }
  };

  const shown = open ? text : value !== null ? (valueLabel ?? value) : '';
  const height = inline ? 'h-9' : 'h-10';
  return (
    <div ref={root} className={inline ? 'relative w-64' : 'relative space-y-1.5'}>
      {inline ? null : (
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
      )}
      <div className="relative">
        <input
          id={inputId}
          role="combobox"
          aria-label={inline ? label : undefined}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
          autoComplete="off"
          disabled={disabled}
          value={shown}
          placeholder={value !== null && open ? (valueLabel ?? value) : placeholder}
          // A placeholder cut by a narrow filter bar ends in an ellipsis; the whole of it shows on hover.
          title={value === null ? placeholder : undefined}
          onFocus={() => {
            setOpen(true);
            setActive(0);
          }}
          onClick={() => setOpen(true)}
          maxLength={maxLength}
          onChange={(e) => {
            setText(e.target.value.slice(0, maxLength));
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKey}
          className={`${height} w-full rounded-lg border bg-white pl-3 ${clearLabel && value !== null ? 'pr-16' : 'pr-8'} text-sm text-ellipsis text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-2 disabled:bg-slate-50 disabled:text-slate-500 ${error ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-blue-500 focus:ring-blue-100'}`}
        />
        {clearLabel && value !== null && !disabled ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="absolute top-1/2 right-7 -translate-y-1/2 rounded px-1 text-xs text-slate-400 hover:text-slate-700"
          >
            {clearLabel}
          </button>
        ) : null}
        <Icon
          name="chevron"
          className="pointer-events-none absolute top-1/2 right-2.5 h-4 w-4 -translate-y-1/2 rotate-90 text-slate-400"
        />
      </div>
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute z-50 mt-1 max-h-64 w-full min-w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {options.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-400">{loading ? '…' : emptyText}</li>
          ) : (
            options.map((o, i) => (
              <li
                key={o.value}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={o.value === value}
                aria-disabled={o.disabled || undefined}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(o)}
                className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-1.5 text-sm ${
                  o.disabled
                    ? 'cursor-not-allowed text-slate-300'
                    : i === active
                      ? 'bg-blue-50 text-blue-800'
                      : 'text-slate-700'
                }`}
              >
                <span className="truncate">{o.label}</span>
                {o.hint ? <span className="shrink-0 text-xs text-slate-400">{o.hint}</span> : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
}
