import type { BatchOutcome } from '@contract/apply';
import { Dialog, DialogPanel } from '@tremor/react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

interface Props {
  /** The batch's outcomes; the dialog is open while there are some. */
  results: readonly BatchOutcome[] | null;
  onClose: () => void;
}

/** What a batch decided, and each application it could not decide: its number and the server's reason. */
export function BatchResultDialog({ results, onClose }: Props) {
  const { t } = useTranslation();
  const failed = (results ?? []).filter((r) => !r.ok);
  const ok = (results?.length ?? 0) - failed.length;
  return (
    <Dialog open={results !== null} onClose={onClose} static>
      <DialogPanel className="max-w-lg">
        <h3 className="text-lg font-semibold text-slate-900">{t('applyBatch.resultTitle')}</h3>
        <p className="mt-3 text-sm text-slate-600" data-testid="batch-summary">
          {t('applyBatch.resultSummary', { ok, failed: failed.length })}
        </p>
        <div className="mt-3 max-h-80 overflow-y-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm" aria-label={t('applyBatch.failedTable')}>
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('applyBatch.applyNo')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('applyBatch.reason')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {failed.map((r) => (
                <tr key={r.id}>
                  <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{r.applyNo}</td>
                  <td className="px-3 py-2 text-red-700">{r.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose} autoFocus>
            {t('applyBatch.close')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
