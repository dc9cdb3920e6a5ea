import type { ExportType } from '@contract/use-record';
import { useState } from 'react';
import { useCreateExport } from '@/lib/exports';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { usePermission } from '@/lib/permissions';
import { Button } from './ui/button';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/text-link';

export type ListFilters = Record<string, string | number | boolean | undefined>;

/** The list request's set filters, as export/v1/create takes them: paging and absent fields left out. */
export function exportFiltersOf(request: ListFilters): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(request).filter(([k, v]) => v !== undefined && k !== 'pageNum' && k !== 'pageSize'),
  ) as Record<string, string | number | boolean>;
}

/**
 * 导出 in a list's header: exports what the list shows, by sending the filter fields of the list's own request (the
 * server writes the rows the same list call shows the caller), then links to 导出记录. Shown only with record:export.
 */
export function ExportListButton({ exportType, request }: { exportType: ExportType; request: ListFilters }) {
  const { t } = useTranslation();
  const canExport = usePermission('record:export');
  const create = useCreateExport();
  const [started, setStarted] = useState(false);
  if (!canExport) return null;
  const start = () =>
    create.mutate(
      { exportType, filters: exportFiltersOf(request) },
      {
        onSuccess: () => {
          notify('success', t('listExport.started'));
          setStarted(true);
        },
      },
    );
  return (
    <>
      {started ? <TextLink to={paths.useRecord.exports}>{t('listExport.link')}</TextLink> : null}
      <Button size="sm" variant="secondary" loading={create.isPending} onClick={start}>
        {t('listExport.export')}
      </Button>
    </>
  );
}
