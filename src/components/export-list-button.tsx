import type { ExportType } from '@contract/use-record';
import { useState } from 'react';
import { useCreateExport, useExportJob } from '@/lib/exports';
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

/** An export job as its status needs it: the polled detail query of the unit's or the system side's exports. */
export interface FollowedExportJob {
  data?: { state: 'queued' | 'running' | 'done' | 'failed'; progress: number; tmpUrl: string | null } | undefined;
  refetch: () => Promise<{ data?: { tmpUrl: string | null } | undefined }>;
}

/** The export just started, followed in place: its progress, then 下载 (a fresh signed link) or its failure. */
export function ExportJobStatus({ job, failedText }: { job: FollowedExportJob; failedText: string }) {
  const { t } = useTranslation();
  const state = job.data?.state;
  if (state === 'done' && job.data?.tmpUrl) {
    const url = job.data.tmpUrl;
    return (
      <Button
        size="sm"
        onClick={() => void job.refetch().then((r) => window.open(r.data?.tmpUrl ?? url, '_blank', 'noopener'))}
      >
        {t('listExport.download')}
      </Button>
    );
  }
  if (state === 'failed') return <span className="text-sm text-red-600">{failedText}</span>;
  return (
    <span role="status" className="text-sm text-slate-500">
      {t('listExport.running', { progress: job.data?.progress ?? 0 })}
    </span>
  );
}

function UnitExportJob({ id }: { id: number }) {
  const { t } = useTranslation();
  return <ExportJobStatus job={useExportJob(id)} failedText={t('listExport.failed')} />;
}

/**
 * 导出 in a list's header: exports what the list shows, by sending the filter fields of the list's own request (the
 * server writes the rows the same list call shows the caller), then links to 导出记录, or with `downloadHere` follows
 * the job and offers its file in place. Shown only with record:export.
 */
export function ExportListButton({
  exportType,
  request,
  downloadHere = false,
}: {
  exportType: ExportType;
  request: ListFilters;
  downloadHere?: boolean;
}) {
  const { t } = useTranslation();
  const canExport = usePermission('record:export');
  const create = useCreateExport();
  const [started, setStarted] = useState<number | null>(null);
  if (!canExport) return null;
  const start = () =>
    create.mutate(
      { exportType, filters: exportFiltersOf(request) },
      {
        onSuccess: ({ id }) => {
          if (!downloadHere) notify('success', t('listExport.started'));
          setStarted(id);
        },
      },
    );
  return (
    <>
      {started !== null && downloadHere ? <UnitExportJob key={started} id={started} /> : null}
      {started !== null ? <TextLink to={paths.useRecord.exports}>{t('listExport.link')}</TextLink> : null}
      <Button size="sm" variant="secondary" loading={create.isPending} onClick={start}>
        {t('listExport.export')}
      </Button>
    </>
  );
}
