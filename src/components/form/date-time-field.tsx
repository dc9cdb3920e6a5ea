import { useEffect, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { DayInput } from '../day-input';
import { FieldFrame } from './field-frame';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A typed time as 'HH:mm' (a single-digit hour is padded, '9:30' -> '09:30'), '' for none, or null when it is not one. */
export function normalTime(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const padded = /^\d:\d\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
  return TIME.test(padded) ? padded : null;
}

/** The field's value for a day and a time: 'YYYY-MM-DDTHH:mm' (midnight when no time is given), '' without a day. */
export function dateTimeValue(day: string, time: string): string {
  return day ? `${day}T${time || '00:00'}` : '';
}

interface Props<T extends FieldValues, Out> {
  /** The form's control; its output type (what the form submits) may differ from its values. */
  control: Control<T, unknown, Out>;
  /** A field holding 'YYYY-MM-DDTHH:mm' (a UTC+8 wall time, as src/lib/local-time.ts reads it) or ''. */
  name: FieldPath<T>;
  id: string;
  label: string;
  /** A message of the form's own (e.g. the period's problem) instead of the field's. */
  error?: string | undefined;
}

/**
 * A labelled date and time of a form: the kit's day input ('YYYY-MM-DD', with its calendar) beside a 24-hour time
 * ('HH:mm'), the same in every language and browser, where a native datetime-local input shows '11/26/2026, 05:33 AM'
 * under an English browser. Typed text applies on Enter or on leaving the field; a time that is not one goes back to
 * the last value and says how to write it. Tab moves from the day to the calendar button to the time.
 */
export function DateTimeField<T extends FieldValues, Out = T>({ control, name, id, label, error }: Props<T, Out>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  const day = value.slice(0, 10);
  const time = value.slice(11, 16);
  const [timeText, setTimeText] = useState(time);
  const [timeInvalid, setTimeInvalid] = useState(false);
  useEffect(() => setTimeText(time), [time]);

  const commitTime = () => {
    const typed = normalTime(timeText);
    setTimeInvalid(typed === null);
    if (typed === null) setTimeText(time);
    else if (day && typed !== time) field.onChange(dateTimeValue(day, typed));
    else setTimeText(typed);
    field.onBlur();
  };
  const changeDay = (next: string) => field.onChange(dateTimeValue(next, normalTime(timeText) || time));

  return (
    <FieldFrame id={id} label={label} error={error ?? fieldState.error?.message}>
      <div className="flex gap-2">
        <div className="min-w-[9.5rem] flex-1">
          <DayInput id={id} label={label} value={day} onChange={changeDay} wide />
        </div>
        <span className="relative">
          <input
            type="text"
            inputMode="numeric"
            aria-label={`${label}：${t('dateInput.time')}`}
            aria-invalid={timeInvalid}
            title={timeInvalid ? t('dateInput.timeInvalid') : undefined}
            placeholder="HH:mm"
            maxLength={5}
            value={timeText}
            onChange={(e) => {
              setTimeText(e.target.value);
              setTimeInvalid(false);
            }}
            onBlur={commitTime}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commitTime();
              }
            }}
            className={`h-10 w-20 rounded-lg border bg-white px-3 text-sm text-slate-700 tabular-nums outline-none focus:ring-2 ${timeInvalid ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-blue-500 focus:ring-blue-100'}`}
          />
          {timeInvalid ? (
            <span role="alert" className="absolute top-full right-0 mt-0.5 text-xs whitespace-nowrap text-red-600">
              {t('dateInput.timeInvalid')}
            </span>
          ) : null}
        </span>
      </div>
    </FieldFrame>
  );
}
