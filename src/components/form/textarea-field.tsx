import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { errorAria, FieldFrame, inputTone } from './field-frame';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> & {
  label: string;
  /** A contract message reference (see contract/error-texts.ts) or plain text. */
  error?: string | undefined;
  /** The longest text; a counter shows how much is used. */
  maxLength: number;
  /** The current text (e.g. `form.watch(name)`), for the counter. */
  text: string;
};

/** A labelled textarea with a character counter; its error is a contract message reference. */
export const TextareaField = forwardRef<HTMLTextAreaElement, Props>(function TextareaField(
  { label, error, id, maxLength, text, rows = 4, className = '', ...rest },
  inputRef,
) {
  const fieldId = id ?? `f-${rest.name ?? label}`;
  const length = [...text].length;
  return (
    <FieldFrame
      id={fieldId}
      label={label}
      error={error}
      aside={
        <span className={length > maxLength ? 'text-red-600' : 'text-slate-400'}>
          {length}/{maxLength}
        </span>
      }
    >
      <textarea
        ref={inputRef}
        id={fieldId}
        rows={rows}
        maxLength={maxLength}
        {...errorAria(fieldId, error)}
        className={`w-full resize-y rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-2 ${inputTone(error)} ${className}`}
        {...rest}
      />
    </FieldFrame>
  );
});
