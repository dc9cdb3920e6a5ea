import { useState } from 'react';
import { ExportJobStatus } from '@/components/export-list-button';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useAuditExportJob, useCreateAuditExport, type AuditExportFilters } from '../api/audit-log';

function AuditExportJob({ id }: { id: number }) {
  const { t } = useTranslation();
  return <ExportJobStatus job={useAuditExportJob(id)} failedText={t('audit.export.failed')} />;
}

/**
 * 导出 above the operate log (system side): an xlsx of the rows the list shows for its current filters, followed in
 * place until its file can be downloaded (only by the account that asked for it).
 */
export function AuditExportButton({ filters }: { filters: AuditExportFilters }) {
  const { t } = useTranslation();
  const create = useCreateAuditExport();
  const [started, setStarted] = useState<number | null>(null);
  return (
    <span className="ml-auto flex items-center gap-2">
      {started !== null ? <AuditExportJob key={started} id={started} /> : null}
      <Button
        size="sm"
        variant="secondary"
        loading={create.isPending}
        title={t('audit.export.hint')}
        onClick={() => create.mutate(filters, { onSuccess: ({ id }) => setStarted(id) })}
      >
        {t('listExport.export')}
      </Button>
    </span>
  );
}
