import { createContext, useContext, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from './form-error';
import { useFormSubmission, type RefusalFields } from './use-form-submission';
import type { ZodForm } from './use-zod-form';

interface FormRun {
  pending: boolean;
  run: (action: () => unknown) => Promise<void>;
}

const FormRunContext = createContext<FormRun>({ pending: false, run: async () => undefined });

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
  const submit = form.handleSubmit((values) => run(() => onSubmit(values)));
  return (
    <FormRunContext.Provider value={{ pending, run }}>
      <form className={className} noValidate onSubmit={(e) => void submit(e)} aria-label={rest['aria-label']}>
        {children}
        <FormError text={refusal} />
        {footer}
      </form>
    </FormRunContext.Provider>
  );
}

type ButtonProps = Omit<Parameters<typeof Button>[0], 'type' | 'loading' | 'onClick'>;

/** The form's submit button: shows progress and waits while the form's call runs. */
export function SubmitButton({ pendingLabel, children, ...rest }: ButtonProps & { pendingLabel?: ReactNode }) {
  const { pending } = useContext(FormRunContext);
  return (
    <Button type="submit" loading={pending} {...rest}>
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}

/**
 * A second action of a form that skips validation (e.g. save a draft as typed): it runs under the same double-click
 * guard, pending state and refusal rule as the submit.
 */
export function FormAction({ onRun, ...rest }: ButtonProps & { onRun: () => Promise<unknown> | unknown }) {
  const { pending, run } = useContext(FormRunContext);
  return <Button variant="secondary" disabled={pending} onClick={() => void run(onRun)} {...rest} />;
}
