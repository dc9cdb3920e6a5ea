import { Button, Dialog, DialogPanel } from '@tremor/react';
import { useTranslation } from '@/lib/i18n';
import { FormError } from './form/form-error';

interface Props {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  /** A refusal of the server, shown under the message (the dialog stays open). */
  error?: string | null;
}

/** A confirmation before an action that changes where the user is (switch unit, log out) or destroys something. */
export function ConfirmDialog({ open, message, onConfirm, onClose, busy, error = null }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} static>
      <DialogPanel className="max-w-sm">
        <p className="text-base text-slate-800">{message}</p>
        {error ? (
          <div className="mt-4">
            <FormError text={error} />
          </div>
        ) : null}
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy ?? false} autoFocus>
            {t('common.confirm')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
