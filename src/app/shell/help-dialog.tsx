import { Dialog, DialogPanel } from '@tremor/react';
import { Button } from '@/components/ui/button';
import { edition } from '@/config/editions';
import { useTranslation } from '@/lib/i18n';

/** Help and contact: the edition's customer service (spec section 1), reachable from every page of the shell. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const facts = [
    [t('shell.help.company'), edition.companyName],
    [t('shell.help.address'), edition.address],
  ] as const;
  const documents = [
    [edition.helpLinks.manual, t('help.manual')],
    [edition.helpLinks.faq, t('help.faq')],
  ] as const;
  return (
    <Dialog open={open} onClose={onClose} static>
      <DialogPanel className="max-w-sm">
        <h2 className="text-base font-semibold text-slate-900">{t('shell.help.title')}</h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div>
            <dt className="text-slate-500">{t('shell.help.phone')}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">
              <a href={`tel:${edition.servicePhone}`}>{edition.servicePhone}</a>
            </dd>
          </div>
          <div className="flex gap-4">
            {documents.map(([href, label]) => (
              // A new browser tab, so the console and its open pages stay as they are.
              <a key={href} href={href} target="_blank" rel="noopener" className="text-blue-700 hover:underline">
                {label}
              </a>
            ))}
          </div>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-500">{label}</dt>
              <dd className="mt-0.5 text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose} autoFocus>
            {t('shell.help.close')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
