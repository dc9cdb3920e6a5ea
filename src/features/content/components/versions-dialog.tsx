import { Dialog, DialogPanel } from '@tremor/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useContentVersions } from '../api/admin';

/** An item's saved versions, newest first; choosing one shows its title and Markdown as saved. */
export function VersionsDialog({ item, onClose }: { item: { id: number; title: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const versions = useContentVersions(item.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const rows = versions.data ?? [];
  const shown = rows.find((v) => v.version === chosen) ?? rows[0];
  return (
    <Dialog open onClose={onClose} static>
      <DialogPanel className="max-w-4xl">
        <h2 className="text-lg font-semibold text-slate-900">{t('content.versions.title', { title: item.title })}</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr]">
          <ul className="max-h-96 space-y-1 overflow-y-auto" aria-label={t('content.versions.list')}>
            {rows.map((v) => (
              <li key={v.version}>
                <button
                  type="button"
                  aria-pressed={shown?.version === v.version}
                  onClick={() => setChosen(v.version)}
                  className={`w-full rounded-md px-3 py-2 text-left text-sm ${shown?.version === v.version ? 'bg-blue-50 text-blue-800' : 'hover:bg-slate-50'}`}
                >
                  <span className="block font-medium">{t('content.versions.version', { n: v.version })}</span>
                  <span className="block text-xs text-slate-500">
                    {timeFormats.minute.format(v.savedAt)} · {v.savedBy}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="min-w-0">
            {shown ? (
              <>
                <p className="font-medium text-slate-900">{shown.title}</p>
                <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-700">
                  {shown.body}
                </pre>
              </>
            ) : (
              <p className="text-sm text-slate-500">{t('content.loading')}</p>
            )}
          </div>
        </div>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('content.close')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
