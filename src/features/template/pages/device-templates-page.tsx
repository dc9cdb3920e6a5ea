import { Link, useParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { usePermission } from '@/lib/permissions';
import { paths, withSearch } from '@/lib/paths';
import { useDeviceOf, useTemplatesOfDevice, useTemplatesPerDevice } from '../api/templates';
import { useTemplateColumns } from '../components/template-columns';
import { useDeleteTemplateConfirm } from '../components/use-delete-template';
import { TextLink } from '@/components/text-link';

const primaryLink =
  'inline-flex h-8 items-center rounded-lg bg-blue-600 px-3 text-xs font-medium text-white shadow-sm hover:bg-blue-700';

/**
 * /server/templatelists/:id: the approval templates of one device, with how many of the unit's per-device quota
 * they use (quota/v1/list gives the limit, the list's total the count).
 */
export default function DeviceTemplatesPage() {
  const { t } = useTranslation();
  const deviceId = useParams().id ?? '';
  const own = paths.device.templates(deviceId);
  const { href, list } = useListPage({
    path: own,
    request: (_, paging) => ({ ...paging, deviceId }),
    useRows: useTemplatesOfDevice,
  });
  const device = useDeviceOf(deviceId);
  const limit = useTemplatesPerDevice();
  const canAdd = usePermission('template:add');
  const remove = useDeleteTemplateConfirm();
  const columns = useTemplateColumns({ showDevice: false, onDelete: remove.ask, from: href });
  const used = list.rows ? list.total : undefined;
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
            <TextLink to={paths.device.detail(deviceId)}>{t('template.backToDevice')}</TextLink>
            {canAdd && device.data && !full ? (
              <Link
                to={withSearch(paths.template.form('new'), { deviceId })}
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
            {...list}
            rowId={(tpl) => String(tpl.id)}
            emptyText={t('template.empty')}
          />
        </>
      )}
      {remove.dialog}
    </section>
  );
}
