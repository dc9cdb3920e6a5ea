import { Dialog, DialogPanel } from '@tremor/react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

interface Props {
  /** The account's user name and its new initial password; null: closed. */
  shown: { username: string; password: string } | null;
  onClose: () => void;
}

/**
 * Shows a new initial password once: the server keeps only its hash, so this is the only time anyone sees it. The
 * account must replace it after logging in.
 */
export function InitialPasswordDialog({ shown, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={shown !== null} onClose={onClose} static>
      <DialogPanel className="max-w-sm">
        <h2 className="text-base font-semibold text-slate-900">{t('sysUsers.initial.title')}</h2>
        <p className="mt-2 text-sm text-slate-600">
          {t('sysUsers.initial.intro', { username: shown?.username ?? '' })}
        </p>
        <p
          className="mt-4 select-all rounded-md bg-slate-100 px-3 py-2 text-center font-mono text-lg tracking-wider text-slate-900"
          aria-label={t('sysUsers.initial.password')}
          data-testid="initial-password"
        >
          {shown?.password}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button
            variant="secondary"
            onClick={() => void navigator.clipboard?.writeText(shown?.password ?? '').catch(() => undefined)}
          >
            {t('sysUsers.initial.copy')}
          </Button>
          <Button onClick={onClose} autoFocus>
            {t('sysUsers.initial.done')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
