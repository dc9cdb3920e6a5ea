import { Dialog, DialogPanel } from '@tremor/react';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from '@/components/form/form-error';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** A refusal of the server, shown above the buttons. */
  error: string | null;
  submitLabel?: string;
  /** The submit waits for something the dialog shows (e.g. a conflict to resolve first). */
  submitDisabled?: boolean;
  /** Wider dialogs lay their fields out in two columns. */
  wide?: boolean;
  children: ReactNode;
}

/** A dialog holding one form: title, fields, the server's refusal, cancel and submit. */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitting,
  error,
  submitLabel,
  submitDisabled = false,
  wide = false,
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} static>
      <DialogPanel className={wide ? 'max-w-2xl' : 'max-w-md'}>
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        <form className="mt-5 space-y-4" noValidate onSubmit={onSubmit}>
          <div className={wide ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4'}>{children}</div>
          <FormError text={error} />
          <div className="flex justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting} disabled={submitDisabled}>
              {submitLabel ?? t('common.confirm')}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
