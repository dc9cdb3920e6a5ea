import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ChevronSelect } from '../chevron-select';
import { errorAria, FieldFrame, inputTone } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: SelectOption[];
  /** A first option meaning "none chosen", e.g. '请选择'. */
  placeholder?: string;
  /** A contract message reference (see contract/error-texts.ts) or plain text. */
  error?: string | undefined;
};

/** A labelled select with the look of TextField; its error is a contract message reference. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, options, placeholder, error, id, className = '', ...rest },
  ref,
) {
  const selectId = id ?? `f-${rest.name ?? label}`;
  return (
    <FieldFrame id={selectId} label={label} error={error}>
      <ChevronSelect
        ref={ref}
        id={selectId}
        {...errorAria(selectId, error)}
        className={`h-10 rounded-lg border bg-white pl-3 text-sm text-slate-900 shadow-sm outline-none transition focus:ring-2 disabled:bg-slate-50 disabled:text-slate-500 ${inputTone(error)} ${className}`}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </ChevronSelect>
    </FieldFrame>
  );
});
