import { forwardRef, type InputHTMLAttributes } from 'react';
import { messageText } from '@/lib/i18n';
import type { SelectOption } from './select-field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  label: string;
  options: SelectOption[];
  /** Shown instead of the boxes when there is nothing to choose. */
  empty?: string;
  /** A contract message reference (see contract/error-texts.ts) or plain text. */
  error?: string | undefined;
};

/**
 * A labelled group of checkboxes sharing one field name (spread `form.field(name)` on it): the field's value is the
 * array of the checked options' values, so give it an array default (react-hook-form then keeps an array even for a
 * single box).
 */
export const CheckboxGroupField = forwardRef<HTMLInputElement, Props>(function CheckboxGroupField(
  { label, options, empty, error, name, disabled, ...rest },
  ref,
) {
  const groupId = `f-${name ?? label}`;
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{label}</legend>
      {options.length === 0 && empty ? <p className="text-sm text-slate-500">{empty}</p> : null}
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              ref={ref}
              type="checkbox"
              name={name}
              value={o.value}
              disabled={disabled || o.disabled}
              className="h-4 w-4 rounded border-slate-300 text-blue-600 focus:ring-blue-200"
              {...rest}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${groupId}-error`} role="alert" className="text-xs text-red-600">
          {messageText(error)}
        </p>
      ) : null}
    </fieldset>
  );
});
