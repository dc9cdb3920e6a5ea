import type { FormSchema } from './use-zod-form';
import { FormDialog } from './form-dialog';
import { TextareaField } from './textarea-field';
import { useZodForm } from './use-zod-form';
import { notify } from '@/lib/notify';

interface Values {
  reason: string;
}

interface Props<R> {
  title: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The contract request's schema; `toRequest` makes the request of a reason (the row's id with it). */
  schema: FormSchema;
  toRequest: (reason: string) => R;
  maxLength: number;
  /** Sends the request; the dialog closes and `done` is shown once it succeeded. */
  run: (request: R) => Promise<unknown>;
  done: string;
  onClose: () => void;
}

/**
 * A decision that needs a reason the other side is told (reject, reverse ...): one text area checked by the contract's
 * schema, sent on submit; an error keeps the dialog open with what was typed.
 */
export function ReasonDialog<R>(props: Props<R>) {
  const { title, label, placeholder, submitLabel, schema, toRequest, maxLength, run, done, onClose } = props;
  const form = useZodForm<Values>({ schema, defaultValues: { reason: '' }, toInput: (v) => toRequest(v.reason) });
  const submit = async (values: Values) => {
    await run(toRequest(values.reason));
    notify('success', done);
    onClose();
  };
  return (
    <FormDialog open title={title} onClose={onClose} form={form} onSubmit={submit} submitLabel={submitLabel}>
      <TextareaField
        label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={3}
        text={form.watch('reason')}
        autoFocus
        {...form.field('reason')}
      />
    </FormDialog>
  );
}
