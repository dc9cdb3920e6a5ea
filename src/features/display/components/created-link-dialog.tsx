import { Dialog, DialogPanel } from '@tremor/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { DisplayQr } from './display-qr';

/** The new link, shown this once: its URL to copy and its QR code to scan on the wall. */
export function CreatedLinkDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(url)
      .then(() => setCopied(true))
      .catch(() => undefined);
  };
  return (
    <Dialog open onClose={onClose} static>
      <DialogPanel className="max-w-lg">
        <h3 className="text-lg font-semibold text-slate-900">{t('display.links.createdTitle')}</h3>
        <p className="mt-2 text-sm text-amber-700">{t('display.links.createdHint')}</p>
        <div className="mt-4 flex flex-col items-center gap-4">
          <DisplayQr url={url} />
          <label className="w-full text-sm text-slate-600">
            {t('display.links.url')}
            <input
              readOnly
              value={url}
              data-testid="display-link-url"
              onFocus={(e) => e.currentTarget.select()}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs text-slate-900"
            />
          </label>
        </div>
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="secondary" onClick={copy}>
            {copied ? t('display.links.copied') : t('display.links.copy')}
          </Button>
          <Button onClick={onClose}>{t('display.links.done')}</Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
