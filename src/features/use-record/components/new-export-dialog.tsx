import { unavailableExports, type ExportType } from '@contract/use-record';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { ApiError } from '@/lib/api-client';
import { messageText, useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useCreateExport } from '@/lib/exports';

/** The types a user may export from this page, in the order offered. */
export const EXPORT_TYPES: readonly ExportType[] = [3, 10, 2, 11, 1];
const inputClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-700';

/**
 * 新建导出: a type and an optional date range; the server's refusal stays in the dialog. A type the server cannot
 * export (orders, without the cost center) is offered disabled, with its reason under the choice.
 */
export function NewExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateExport({ silent: true });
  const [type, setType] = useState<ExportType>(3);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setType(3);
    setFrom('');
    setTo('');
    setProblem(null);
    setRefusal(null);
  }, [open]);

  return (
    <FormDialog
      open={open}
      title={t('useRecord.exports.createTitle')}
      onClose={onClose}
      submitting={create.isPending}
      error={refusal}
      onSubmit={(e) => {
        e.preventDefault();
        if (from && to && to < from) {
          setProblem(t('useRecord.exports.dateOrder'));
          return;
        }
        const filters: Record<string, string> = {};
        if (from) filters.dateFrom = from;
        if (to) filters.dateTo = to;
        create.mutate(
          { exportType: type, filters },
          {
            onSuccess: () => {
              notify('success', t('useRecord.exports.created'));
              onClose();
            },
            onError: (err) => {
              if (err instanceof ApiError && !err.handled) setRefusal(err.message);
              else onClose();
            },
          },
        );
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor="export-type" className="block text-sm font-medium text-slate-700">
          {t('useRecord.exports.type')}
        </label>
        <select
          id="export-type"
          value={type}
          onChange={(e) => setType(Number(e.target.value) as ExportType)}
          aria-describedby="export-type-note"
          className={inputClass}
        >
          {EXPORT_TYPES.map((x) => (
            <option key={x} value={x} disabled={unavailableExports[x] !== undefined}>
              {unavailableExports[x]
                ? t('useRecord.exports.unavailable', { type: t(`useRecord.exports.types.${x}`) })
                : t(`useRecord.exports.types.${x}`)}
            </option>
          ))}
        </select>
        <div id="export-type-note" className="space-y-0.5 text-xs text-slate-500">
          {EXPORT_TYPES.flatMap((x) => {
            const reason = unavailableExports[x];
            const type = t(`useRecord.exports.types.${x}`);
            return reason
              ? [<p key={x}>{t('useRecord.exports.unavailableReason', { type, reason: messageText(reason) })}</p>]
              : [];
          })}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="export-from" className="block text-sm font-medium text-slate-700">
            {t('useRecord.exports.dateFrom')}
          </label>
          <input
            id="export-from"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
            className={inputClass}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="export-to" className="block text-sm font-medium text-slate-700">
            {t('useRecord.exports.dateTo')}
          </label>
          <input
            id="export-to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
            className={inputClass}
          />
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-xs text-red-600">
          {problem}
        </p>
      ) : (
        <p className="text-xs text-slate-400">{t('useRecord.exports.dateHint')}</p>
      )}
    </FormDialog>
  );
}
