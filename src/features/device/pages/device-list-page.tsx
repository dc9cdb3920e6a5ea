import { simAlertOf } from '@contract/cost';
import { hasServicePeriod, type Device } from '@contract/device';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { SimSummary } from '@/components/sim-card';
import { Truncate } from '@/components/truncate';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { usePermission } from '@/lib/permissions';
import { useDevices } from '../api/devices';
import { OnlineBadge, ServiceBadge } from '../components/badges';
import { BindDeviceDialog, useDeviceActions } from '../components/device-dialogs';
import { DEVICE_FILTERS, DeviceFilters, deviceRequest } from '../components/device-filters';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/text-link';

const col = columnHelper<Device>();

/**
 * /server/bindingseal: the unit's seal devices with their SIM cards (a row whose card is stopped, cancelled or
 * expiring is tinted); search, filters and paging in the URL; bind, edit, unbind.
 */
export default function DeviceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values, update, href, list } = useListPage({
    path: paths.device.list,
    filters: DEVICE_FILTERS,
    request: (filters, { pageNum, pageSize }) => deviceRequest(filters, pageNum, pageSize),
    useRows: useDevices,
  });
  const canBind = usePermission('device:bind');
  const canEdit = usePermission('device:edit');
  const [binding, setBinding] = useState(false);
  const actions = useDeviceActions();
  const { open } = actions;

  const columns = useMemo(() => {
    const date = timeFormats.date;
    const none = <span className="text-slate-400">{t('common.none')}</span>;
    return [
      col.accessor('name', {
        header: t('device.name'),
        cell: (c) => (
          <Link
            to={paths.device.detail(c.row.original.deviceId)}
            state={{ from: href }}
            className="font-medium text-blue-700 hover:underline"
          >
            {c.getValue()}
          </Link>
        ),
      }),
      col.accessor('deviceId', { header: t('device.deviceId') }),
      col.accessor('model', { header: t('device.model') }),
      col.accessor('deviceType', { header: t('device.type'), cell: (c) => t(`device.types.${c.getValue()}`) }),
      col.accessor('online', { header: t('device.state'), cell: (c) => <OnlineBadge online={c.getValue()} /> }),
      col.accessor('sim', {
        header: t('deviceSim.title'),
        cell: (c) => {
          const sim = c.getValue();
          return sim ? <SimSummary sim={sim} /> : none;
        },
      }),
      col.accessor('battery', {
        header: t('device.battery'),
        cell: (c) => {
          const v = c.getValue();
          return v === null ? none : `${v}%`;
        },
      }),
      col.accessor('serviceEndTime', {
        header: t('device.serviceEnd'),
        // A seal without a service period reads just 长期有效 (its badge): there is no end to show.
        cell: (c) => {
          const end = c.getValue();
          return (
            <span className="flex items-center gap-2 whitespace-nowrap">
              {!hasServicePeriod(c.row.original.deviceType) ? null : end ? date.format(new Date(end)) : none}
              <ServiceBadge device={c.row.original} />
            </span>
          );
        },
      }),
      col.accessor('keeperName', { header: t('device.keeper'), cell: (c) => c.getValue() ?? none }),
      col.accessor('address', {
        header: t('device.address'),
        cell: (c) => <Truncate text={c.getValue()} empty={none} />,
      }),
      ...(canEdit || canBind
        ? [
            col.display({
              id: 'actions',
              header: t('table.actions'),
              cell: (c) => {
                const d = c.row.original;
                return (
                  <div className="flex h-8 gap-1">
                    {canEdit ? (
                      <Button size="sm" variant="light" onClick={() => open('edit', d)}>
                        {t('device.edit.action')}
                      </Button>
                    ) : null}
                    {canEdit ? (
                      <Button size="sm" variant="light" onClick={() => open('connect', d)}>
                        {t('device.connect.action')}
                      </Button>
                    ) : null}
                    {canBind ? (
                      <Button size="sm" variant="danger" onClick={() => open('unbind', d)}>
                        {t('device.unbind.action')}
                      </Button>
                    ) : null}
                  </div>
                );
              },
            }),
          ]
        : []),
    ];
  }, [t, href, canEdit, canBind, open]);

  return (
    <section className="mx-auto max-w-[1600px]">
      <PageHeader
        title={t('device.title')}
        actions={
          <>
            <TextLink to={paths.device.fileTypes}>{t('device.fileTypesLink')}</TextLink>
            <TextLink to={paths.device.changeRecord}>{t('device.replacementsLink')}</TextLink>
            {canBind ? (
              <Button size="sm" onClick={() => setBinding(true)}>
                {t('device.bind.action')}
              </Button>
            ) : null}
          </>
        }
      />
      <DeviceFilters values={values} onChange={update} />
      <DataTable
        label={t('device.table')}
        columns={columns}
        {...list}
        rowId={(d) => d.deviceId}
        emptyText={t('device.empty')}
        rowClass={(d) => (d.sim && simAlertOf(d.sim) ? 'bg-amber-50' : '')}
        onRowClick={(d) => navigate(paths.device.detail(d.deviceId), { state: { from: href } })}
      />
      {binding ? <BindDeviceDialog onClose={() => setBinding(false)} /> : null}
      {actions.dialogs}
    </section>
  );
}
