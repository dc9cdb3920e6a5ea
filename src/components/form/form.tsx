import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { usePreventDoubleClick } from '@/lib/prevent-double-click';
import { FormError } from './form-error';
import { useFormSubmission, type RefusalFields } from './use-form-submission';
import type { ZodForm } from './use-zod-form';

interface FormRun {
  /** A call of the form (its submit or another action) is running. */
  pending: boolean;
  run: (action: () => unknown) => Promise<boolean>;
}

const FormRunContext = createContext<FormRun>({ pending: false, run: async () => false });

/**
 * One button's way to run its action through the form: a second click within 3 s does nothing (each button keeps
 * its own guard), and `running` tells whether this button's action (not another of the form) is the one running.
 */
function useRunning(run: FormRun['run']) {
  const [running, setRunning] = useState(false);
  const start = usePreventDoubleClick(
    useCallback(
      (action: () => unknown) =>
        run(async () => {
          setRunning(true);
          try {
            await action();
          } finally {
            setRunning(false);
          }
        }),
      [run],
    ),
  );
  return { running, start };
}

export interface FormProps<T extends FieldValues, Out> {
  form: ZodForm<T, Out>;
  /** Sends the validated values (the schema's output); a thrown ApiError is the server's refusal. */
  onSubmit: (values: Out) => Promise<unknown> | unknown;
  /** Result codes that name a field: the refusal is shown beside that field instead of above the buttons. */
  refusalFields?: RefusalFields<T>;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
  /** The buttons; a <SubmitButton> or <FormAction> among them follows the form's pending state. */
  footer: ReactNode;
}

/**
 * The console's one form: submits through the form's schema, keeps the submit pending while the call runs, lets a
 * second submit within 3 s do nothing, and shows the server's refusal by one rule (see useFormSubmission).
 */
export function Form<T extends FieldValues, Out>({
  form,
  onSubmit,
  refusalFields,
  className = 'space-y-4',
  children,
  footer,
  ...rest
}: FormProps<T, Out>) {
  const { pending, refusal, run } = useFormSubmission(form.setError, refusalFields);
  const { running: submitting, start } = useRunning(run);
  const submit = form.handleSubmit((values) => start(() => onSubmit(values)));
  return (
    <FormRunContext.Provider value={{ pending, run }}>
      <SubmittingContext.Provider value={submitting}>
        <form className={className} noValidate onSubmit={(e) => void submit(e)} aria-label={rest['aria-label']}>
          {children}
          <FormError text={refusal} />
          {footer}
        </form>
      </SubmittingContext.Provider>
    </FormRunContext.Provider>
  );
}

/** The form's submit (not another action of it) is running. */
const SubmittingContext = createContext(false);

type ButtonProps = Omit<Parameters<typeof Button>[0], 'type' | 'loading' | 'onClick'>;

/** The form's submit button: shows progress while the submit runs and waits while any call of the form runs. */
export function SubmitButton({
  pendingLabel,
  children,
  disabled,
  ...rest
}: ButtonProps & { pendingLabel?: ReactNode }) {
  const { pending } = useContext(FormRunContext);
  const submitting = useContext(SubmittingContext);
  return (
    <Button type="submit" loading={submitting} disabled={disabled || pending} {...rest}>
      {submitting && pendingLabel ? pendingLabel : children}
    </Button>
  );
}

/**
 * A second action of a form that skips validation (e.g. save a draft as typed): it runs under the same double-click
 * guard, pending state and refusal rule as the submit.
 */
export function FormAction({ onRun, disabled, ...rest }: ButtonProps & { onRun: () => unknown }) {
  const { pending, run } = useContext(FormRunContext);
  const { running, start } = useRunning(run);
  return (
    <Button
      variant="secondary"
      loading={running}
      disabled={disabled || pending}
      onClick={() => void start(onRun)}
      {...rest}
    />
  );
}
