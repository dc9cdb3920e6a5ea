import { Link, useParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { usePermission } from '@/lib/permissions';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useDeviceOf, useTemplates, useTemplatesPerDevice } from '../api/templates';
import { useTemplateColumns } from '../components/template-columns';
import { useDeleteTemplateConfirm } from '../components/use-delete-template';

const PAGE_SIZE = 10;
const NO_FILTERS = [] as const;
const primaryLink =
  'inline-flex h-8 items-center rounded-lg bg-blue-600 px-3 text-xs font-medium text-white shadow-sm hover:bg-blue-700';

/**
 * /server/templatelists/:id: the approval templates of one device, with how many of the unit's per-device quota
 * they use (quota/v1/list gives the limit, the list's total the count).
 */
export default function DeviceTemplatesPage() {
  const { t } = useTranslation();
  const deviceId = useParams().id ?? '';
  const own = `/server/templatelists/${encodeURIComponent(deviceId)}`;
  const { page, update, href } = useUrlFilters(own, NO_FILTERS);
  const device = useDeviceOf(deviceId);
  const templates = useTemplates({ pageNum: page, pageSize: PAGE_SIZE, deviceId }, { enabled: deviceId !== '' });
  const limit = useTemplatesPerDevice();
  const canAdd = usePermission('template:add');
  const remove = useDeleteTemplateConfirm();
  const columns = useTemplateColumns({ showDevice: false, onDelete: remove.ask, from: href });
  const used = templates.data?.total;
  const full = limit !== undefined && used !== undefined && used >= limit;

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={
          device.data
            ? t('template.deviceHeading', { name: device.data.name, id: device.data.deviceId })
            : t('template.deviceTitle')
        }
        actions={
          <>
            <Link
              to={`/server/bindingseal/${encodeURIComponent(deviceId)}`}
              className="text-sm text-blue-700 hover:underline"
            >
              {t('template.backToDevice')}
            </Link>
            {canAdd && device.data && !full ? (
              <Link
                to={`/sealManage/addtemplate/new?deviceId=${encodeURIComponent(deviceId)}`}
                state={{ from: href }}
                className={primaryLink}
              >
                {t('template.add')}
              </Link>
            ) : null}
          </>
        }
      />
      {device.isError ? (
        <div className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-500">
          {device.error.message || t('template.deviceMissing')}
        </div>
      ) : (
        <>
          {limit !== undefined && used !== undefined ? (
            <div className="mb-4 flex items-center gap-2 text-sm text-slate-600">
              <span>{t('template.quota', { used, limit })}</span>
              {full ? <Badge tone="amber">{t('template.quotaFull')}</Badge> : null}
            </div>
          ) : null}
          <DataTable
            label={t('template.table')}
            columns={columns}
            rows={templates.data?.list}
            total={templates.data?.total ?? 0}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={(p) => update({ page: String(p) })}
            rowId={(tpl) => String(tpl.id)}
            loading={templates.isPending}
            fetching={templates.isFetching}
            error={templates.isError}
            onRetry={() => void templates.refetch()}
            emptyText={t('template.empty')}
          />
        </>
      )}
      {remove.dialog}
    </section>
  );
}
