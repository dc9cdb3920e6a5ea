import { GENERIC_INPUT_LIMIT } from '@contract/input-filter';
import { ref } from '@contract/error-texts';
import { forwardRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { messageText } from '@/lib/i18n';
import { errorAria, FieldFrame, inputTone } from './field-frame';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** A contract message reference (see contract/error-texts.ts) or plain text. */
  error?: string | undefined;
  addon?: ReactNode;
  /** Shown under the input when there is no error, e.g. where its value came from. */
  note?: ReactNode;
};

/**
 * A labelled input whose error is a contract message reference, shown in the current language. Without a limit of
 * its own a text input takes at most 255 characters and says so when the limit is reached (spec section 5).
 */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, addon, note, id, className = '', maxLength, onChange, ...rest },
  inputRef,
) {
  const inputId = id ?? `f-${rest.name ?? label}`;
  const generic = maxLength === undefined && (rest.type === undefined || rest.type === 'text');
  const [atLimit, setAtLimit] = useState(false);
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    if (generic) setAtLimit(e.target.value.length >= GENERIC_INPUT_LIMIT);
    onChange?.(e);
  };
  return (
    <FieldFrame
      id={inputId}
      label={label}
      error={error}
      note={
        atLimit ? (
          <p className="text-xs text-amber-700">{messageText(ref('v.inputTooLong', GENERIC_INPUT_LIMIT))}</p>
        ) : (
          note
        )
      }
    >
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          maxLength={generic ? GENERIC_INPUT_LIMIT : maxLength}
          onChange={change}
          {...errorAria(inputId, error)}
          className={`h-10 min-w-0 flex-1 rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-2 disabled:bg-slate-50 disabled:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600 ${inputTone(error)} ${className}`}
          {...rest}
        />
        {addon}
      </div>
    </FieldFrame>
  );
});
