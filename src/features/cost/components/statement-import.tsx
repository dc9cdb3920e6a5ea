import { STATEMENT_MAX_CHARS, type StatementLine } from '@contract/cost';
import { Dialog, DialogPanel } from '@tremor/react';
import { useMemo, useRef, useState } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useImportStatement } from '../api/cost';
import { formatFen } from '../money';
import { StatementOutcomeText } from './statement-outcome';

const col = columnHelper<StatementLine>();

/**
 * Imports a bank statement (CSV) on the system side: the server confirms the transfers whose remittance code and
 * amount match a line; the dialog then lists every line with what became of it (a mismatch is only listed).
 */
export function StatementImport() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const run = useImportStatement();
  const [result, setResult] = useState<{ applied: number; lines: StatementLine[] } | null>(null);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const csv = await file.text();
    if (csv.length > STATEMENT_MAX_CHARS) {
      notify('error', t('cost.transfer.statement.tooLarge'));
      return;
    }
    setResult(await run.mutateAsync(csv));
  };

  const columns = useMemo(
    () => [
      col.accessor('line', { header: t('cost.transfer.statement.line') }),
      col.accessor('remittanceCode', {
        header: t('cost.transfer.platform.code'),
        cell: (c) => <span className="font-mono text-xs">{c.getValue() ?? '—'}</span>,
      }),
      col.accessor('amountFen', {
        header: t('cost.transfer.amount'),
        cell: (c) => (c.getValue() === null ? '—' : formatFen(c.getValue()!)),
      }),
      col.accessor('orderNo', { header: t('cost.orders.orderNo'), cell: (c) => c.getValue() ?? '—' }),
      col.accessor('outcome', {
        header: t('cost.transfer.statement.outcome'),
        cell: (c) => <StatementOutcomeText outcome={c.getValue()} repeated={c.row.original.repeated} />,
      }),
    ],
    [t],
  );

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-label={t('cost.transfer.statement.choose')}
        onChange={(e) => {
          void take(e.target.files?.[0]).catch(() => undefined);
          e.target.value = '';
        }}
      />
      <Button variant="secondary" loading={run.isPending} onClick={() => input.current?.click()}>
        {t('cost.transfer.statement.choose')}
      </Button>
      <Dialog open={result !== null} onClose={() => setResult(null)} static>
        <DialogPanel className="max-w-3xl">
          <h3 className="text-base font-semibold text-slate-900">{t('cost.transfer.statement.title')}</h3>
          <p role="status" className="mt-1 mb-4 text-sm text-slate-600">
            {t('cost.transfer.statement.result', { n: result?.lines.length ?? 0, applied: result?.applied ?? 0 })}
          </p>
          <DataTable
            label={t('cost.transfer.statement.title')}
            columns={columns}
            rows={result?.lines ?? []}
            total={result?.lines.length ?? 0}
            page={1}
            pageSize={Math.max(1, result?.lines.length ?? 1)}
            onPage={() => undefined}
            loading={false}
            pager={false}
            rowId={(l) => String(l.line)}
            emptyText={t('cost.transfer.statement.empty')}
          />
          <div className="mt-6 flex justify-end">
            <Button onClick={() => setResult(null)}>{t('cost.transfer.statement.close')}</Button>
          </div>
        </DialogPanel>
      </Dialog>
    </>
  );
}
