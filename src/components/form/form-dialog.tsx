import { Dialog, DialogPanel } from '@tremor/react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { Form, SubmitButton, type FormProps } from './form';

type Props<T extends FieldValues, Out> = Omit<FormProps<T, Out>, 'footer' | 'className'> & {
  open: boolean;
  title: string;
  onClose: () => void;
  submitLabel?: string;
  /** The submit waits for something the dialog shows (e.g. a conflict to resolve first). */
  submitDisabled?: boolean;
  /** The dialog cannot be dismissed (no cancel, Escape does nothing): e.g. a forced password change. */
  required?: boolean;
  /** Wider dialogs lay their fields out in two columns. */
  wide?: boolean;
  /** Shown between the title and the fields. */
  intro?: ReactNode;
};

/** A dialog holding one kit form: title, fields, the server's refusal, cancel and submit. */
export function FormDialog<T extends FieldValues, Out>({
  open,
  title,
  onClose,
  submitLabel,
  submitDisabled = false,
  required = false,
  wide = false,
  intro,
  children,
  ...formProps
}: Props<T, Out>) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={required ? () => undefined : onClose} static>
      <DialogPanel className={wide ? 'max-w-2xl' : 'max-w-md'}>
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        {intro}
        <Form
          className="mt-5 space-y-4"
          {...formProps}
          footer={
            <div className="flex justify-end gap-3 pt-2">
              {required ? null : (
                <Button variant="secondary" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
              )}
              <SubmitButton disabled={submitDisabled}>{submitLabel ?? t('common.confirm')}</SubmitButton>
            </div>
          }
        >
          <div className={wide ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4'}>{children}</div>
        </Form>
      </DialogPanel>
    </Dialog>
  );
}
