import type { ExportJob } from '@contract/use-record';
import { useMemo, useState } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { messageText, useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { usePermission } from '@/lib/permissions';
import { useExportDownload, useExports } from '../api/exports';
import { NewExportDialog } from '../components/new-export-dialog';
import { paths } from '@/lib/paths';

const col = columnHelper<ExportJob>();
const PATH = paths.useRecord.exports;
const tones = { queued: 'slate', running: 'blue', done: 'green', failed: 'red' } as const;

function DownloadButton({ job }: { job: ExportJob }) {
  const { t } = useTranslation();
  const download = useExportDownload();
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={download.isPending}
      onClick={() =>
        download.mutate(job.id, {
          onSuccess: (url) => {
            if (url) window.open(url, '_blank', 'noopener');
            else notify('error', t('useRecord.exports.downloadFailed'));
          },
        })
      }
    >
      {t('useRecord.exports.download')}
    </Button>
  );
}

/**
 * /sealManage/exportRecord (导出记录): the caller's exports with their progress (polled every 2 s while one runs),
 * a download when done, and 新建导出.
 */
export default function ExportRecordPage() {
  const { t } = useTranslation();
  const { list } = useListPage({ path: PATH, request: (_, paging) => paging, useRows: useExports });
  const canExport = usePermission('record:export');
  const [creating, setCreating] = useState(false);

  const columns = useMemo(() => {
    const time = timeFormats.second;
    const none = <span className="text-slate-400">–</span>;
    return [
      col.accessor('exportType', {
        header: t('useRecord.exports.type'),
        cell: (c) => (
          <span>
            {t(`useRecord.exports.types.${c.getValue()}`)}
            {c.row.original.fileName ? (
              <span className="block max-w-56 truncate text-xs text-slate-400">{c.row.original.fileName}</span>
            ) : null}
          </span>
        ),
      }),
      col.accessor('state', {
        header: t('useRecord.exports.state'),
        cell: (c) => (
          <span>
            <Badge tone={tones[c.getValue()]}>{t(`useRecord.exports.states.${c.getValue()}`)}</Badge>
            {c.getValue() === 'failed' && c.row.original.error ? (
              // A refusal is stored as its message reference: shown in the viewer's language.
              <span
                className="mt-0.5 block max-w-48 truncate text-xs text-red-600"
                title={messageText(c.row.original.error)}
              >
                {messageText(c.row.original.error)}
              </span>
            ) : null}
          </span>
        ),
      }),
      col.accessor('progress', {
        header: t('useRecord.exports.progress'),
        cell: (c) => {
          const value = Math.max(0, Math.min(100, c.getValue()));
          return (
            <span className="flex items-center gap-2">
              <span
                role="progressbar"
                aria-label={t('useRecord.exports.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value}
                className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-100"
              >
                <span
                  className={`block h-full ${c.row.original.state === 'failed' ? 'bg-red-400' : 'bg-blue-600'}`}
                  style={{ width: `${value}%` }}
                />
              </span>
              <span className="tabular-nums text-xs">{value}%</span>
            </span>
          );
        },
      }),
      col.accessor('rows', { header: t('useRecord.exports.rows') }),
      col.accessor('createdAt', {
        header: t('useRecord.exports.createdAt'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
      col.accessor('finishedAt', {
        header: t('useRecord.exports.finishedAt'),
        cell: (c) => (c.getValue() ? time.format(new Date(c.getValue()!)) : none),
      }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => (c.row.original.state === 'done' ? <DownloadButton job={c.row.original} /> : null),
      }),
    ];
  }, [t]);

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={t('useRecord.exports.title')}
        actions={
          canExport ? (
            <Button size="sm" onClick={() => setCreating(true)}>
              {t('useRecord.exports.create')}
            </Button>
          ) : null
        }
      />
      <DataTable
        label={t('useRecord.exports.table')}
        columns={columns}
        {...list}
        // Polling while a job runs must not dim the table every 2 s.
        fetching={false}
        rowId={(r) => String(r.id)}
        emptyText={t('useRecord.exports.empty')}
      />
      <NewExportDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
