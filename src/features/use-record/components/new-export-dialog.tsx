import { exportCreate, unavailableExports, type ExportType } from '@contract/use-record';
// The dialog names why an export type is unavailable: those texts come with it.
import '@contract/authorization-error-texts';
import { useEffect } from 'react';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { DateField } from '@/components/form/date-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { messageText, textOr, useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useCreateExport } from '@/lib/exports';
import { usePermission } from '@/lib/permissions';

/** The types a user may export from this page, in the order offered (orders only with the cost center's cost:pay). */
export const EXPORT_TYPES: readonly ExportType[] = [3, 10, 2, 11, 1];
const ORDERS: ExportType = 1;

interface Values {
  exportType: ExportType;
  /** yyyy-mm-dd or empty. */
  dateFrom: string;
  dateTo: string;
}

type Request = Parameters<ReturnType<typeof useCreateExport>['mutateAsync']>[0];

const EMPTY: Values = { exportType: 3, dateFrom: '', dateTo: '' };

/** The call's request: the type, and the dates given as filters. */
function requestOf({ exportType, dateFrom, dateTo }: Values) {
  return { exportType, filters: { ...(dateFrom ? { dateFrom } : {}), ...(dateTo ? { dateTo } : {}) } };
}

/**
 * 新建导出: a type and an optional date range; the server's refusal stays in the dialog. A type the server cannot
 * export is offered disabled, with its reason under the choice; orders only to those who may see them.
 */
export function NewExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateExport({ silent: true });
  const seesOrders = usePermission('cost:pay');
  const types = EXPORT_TYPES.filter((x) => x !== ORDERS || seesOrders);
  const form = useZodForm<Values, Request>({
    schema: exportCreate.request,
    toInput: requestOf,
    check: ({ dateFrom, dateTo }) =>
      dateFrom && dateTo && dateTo < dateFrom ? { dateTo: 'useRecord.exports.dateOrder' } : {},
    defaultValues: EMPTY,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  const submit = async (request: Request) => {
    await create.mutateAsync(request);
    notify('success', t('useRecord.exports.created'));
    onClose();
  };
  const [from, to] = form.watch(['dateFrom', 'dateTo']);
  const problem = form.formState.errors.dateTo?.message;

  return (
    <FormDialog open={open} title={t('useRecord.exports.createTitle')} onClose={onClose} form={form} onSubmit={submit}>
      <div className="space-y-1.5">
        <SelectField
          id="export-type"
          label={t('useRecord.exports.type')}
          aria-describedby="export-type-note"
          options={types.map((x) => ({
            value: String(x),
            label: unavailableExports[x]
              ? t('useRecord.exports.unavailable', { type: t(`useRecord.exports.types.${x}`) })
              : t(`useRecord.exports.types.${x}`),
            disabled: unavailableExports[x] !== undefined,
          }))}
          {...form.register('exportType', { setValueAs: (v: string | number) => Number(v) as ExportType })}
        />
        <div id="export-type-note" className="space-y-0.5 text-xs text-slate-500">
          {types.flatMap((x) => {
            const reason = unavailableExports[x];
            const type = t(`useRecord.exports.types.${x}`);
            return reason
              ? [<p key={x}>{t('useRecord.exports.unavailableReason', { type, reason: messageText(reason) })}</p>]
              : [];
          })}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          control={form.control}
          name="dateFrom"
          id="export-from"
          label={t('useRecord.exports.dateFrom')}
          max={to || undefined}
        />
        <DateField
          control={form.control}
          name="dateTo"
          id="export-to"
          label={t('useRecord.exports.dateTo')}
          min={from || undefined}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-xs text-red-600">
          {textOr(problem, problem)}
        </p>
      ) : (
        <p className="text-xs text-slate-400">{t('useRecord.exports.dateHint')}</p>
      )}
    </FormDialog>
  );
}
