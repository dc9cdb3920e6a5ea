import type { ReactNode } from 'react';
import { messageText } from '@/lib/i18n';

/** The border of a kit input: red while it has an error. */
export function inputTone(error: string | undefined): string {
  return error ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-blue-500 focus:ring-blue-100';
}

interface Props {
  id: string;
  label: string;
  /** A contract message reference (see contract/error-texts.ts) or plain text, e.g. the server's refusal. */
  error: string | undefined;
  /** Shown under the input when there is no error, e.g. a length warning. */
  note?: ReactNode;
  /** Shown at the right under the input, e.g. a character counter. */
  aside?: ReactNode;
  children: ReactNode;
}

/** Label, input and the input's message in the current language: the frame every kit input shares. */
export function FieldFrame({ id, label, error, note, aside, children }: Props) {
  const message = error ? (
    <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
      {messageText(error)}
    </p>
  ) : (
    note
  );
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {aside === undefined ? (
        message
      ) : (
        <div className="flex justify-between gap-3 text-xs">
          {message ?? <span />}
          {aside}
        </div>
      )}
    </div>
  );
}

/** The aria attributes tying an input to its error. */
export function errorAria(id: string, error: string | undefined) {
  return { 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined };
}
