import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { messageText } from '@/lib/i18n';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** A contract message reference (see contract/error-texts.ts) or plain text. */
  error?: string | undefined;
  addon?: ReactNode;
};

/** A labelled input whose error is a contract message reference, shown in the current language. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, addon, id, className = '', ...rest },
  ref,
) {
  const inputId = id ?? `f-${rest.name ?? label}`;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className={`h-10 min-w-0 flex-1 rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-2 disabled:bg-slate-50 disabled:text-slate-500 ${error ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-blue-500 focus:ring-blue-100'} ${className}`}
          {...rest}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
});
