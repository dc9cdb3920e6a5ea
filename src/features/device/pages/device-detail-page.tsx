import { hasServicePeriod, type OperationRecord } from '@contract/device';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { listStateOf } from '@/components/list-page/use-list-page';
import { DetailCard, DetailFrame, Field, FieldList } from '@/components/detail-card';
import { Button } from '@/components/ui/button';
import { textOr, useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { usePermission } from '@/lib/permissions';
import { useDevice, useOperationRecords } from '../api/devices';
import { OnlineBadge, ServiceBadge } from '../components/badges';
import { DeviceCommandsCard } from '../components/device-commands';
import { useDeviceActions } from '../components/device-dialogs';
import { DeviceSettingsCard } from '../components/device-settings';
import { DeviceLocationCard } from '../components/device-location';
import { DeviceSimCard } from '../components/device-sim';
import { RecentUses } from '../components/recent-uses';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/text-link';

const RECORDS_PAGE_SIZE = 5;
const col = columnHelper<OperationRecord>();

const linkClass = 'text-sm font-medium text-blue-700 hover:underline';

/**
 * /server/bindingseal/:id: one seal device of the unit with its SIM card, its operation records, its actions (edit,
 * connection, unbind), its remote commands (lock, unlock, firmware check) and parameters, and the ways to its
 * templates and replacement records.
 */
export default function DeviceDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const device = useDevice(id);
  const [recordPage, setRecordPage] = useState(1);
  const records = useOperationRecords(id, recordPage, RECORDS_PAGE_SIZE);
  const none = t('common.none');
  const from = (useLocation().state as { from?: string } | null)?.from;
  const listPath = from?.startsWith(paths.device.list) ? from : paths.device.list;
  const navigate = useNavigate();
  const canEdit = usePermission('device:edit');
  const canBind = usePermission('device:bind');
  const actions = useDeviceActions({ onUnbound: () => navigate(listPath, { replace: true }) });
  const back = <TextLink to={listPath}>{t('device.detail.back')}</TextLink>;

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('operationType', {
        header: t('device.detail.operationType'),
        cell: (c) => t(`device.operations.${c.getValue()}`),
      }),
      col.accessor('operatorName', { header: t('device.detail.operator'), cell: (c) => c.getValue() ?? none }),
      col.accessor('detail', { header: t('device.detail.operationDetail'), cell: (c) => c.getValue() ?? none }),
      col.accessor('createdAt', {
        header: t('device.detail.operationTime'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
    ];
  }, [t, none]);

  if (!device.data) {
    return (
      <DetailFrame
        title={t('device.detail.title')}
        actions={back}
        state={device.isPending && device.fetchStatus !== 'idle' ? 'loading' : 'missing'}
        missingText={device.error?.message ?? t('device.detail.notFound')}
      />
    );
  }

  const d = device.data;
  const date = timeFormats.date;
  const servicePeriod = !hasServicePeriod(d.deviceType)
    ? t('device.longValid')
    : d.serviceEndTime
      ? t('device.detail.serviceUntil', { date: date.format(new Date(d.serviceEndTime)) })
      : t('device.detail.noService');
  return (
    <DetailFrame
      title={t('device.detail.title')}
      state="ready"
      actions={
        <>
          {back}
          {canEdit ? (
            <Button size="sm" variant="secondary" onClick={() => actions.open('connect', d)}>
              {t('device.connect.action')}
            </Button>
          ) : null}
          {canBind ? (
            <Button size="sm" variant="secondary" onClick={() => actions.open('unbind', d)}>
              {t('device.unbind.action')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button size="sm" onClick={() => actions.open('edit', d)}>
              {t('device.edit.action')}
            </Button>
          ) : null}
        </>
      }
    >
      <DetailCard
        title={d.name}
        subtitle={
          <>
            <span>{d.deviceId}</span>
            <OnlineBadge online={d.online} />
            <ServiceBadge device={d} />
          </>
        }
      >
        <FieldList title={t('device.detail.basics')} columns={3}>
          <Field label={t('device.type')}>{t(`device.types.${d.deviceType}`)}</Field>
          <Field label={t('device.model')}>{d.model}</Field>
          <Field label={t('device.state')}>{d.online ? t('device.online') : t('device.offline')}</Field>
          <Field label={t('device.detail.servicePeriod')}>{servicePeriod}</Field>
          <Field label={t('device.detail.abilities')}>
            {d.abilityPermsList.length === 0
              ? t('device.detail.allAbilities')
              : d.abilityPermsList.map((a) => textOr(`device.abilities.${a}`, a)).join('、')}
          </Field>
          <Field label={t('device.keeper')}>{d.keeperName ?? none}</Field>
          <Field label={t('device.detail.firmware')}>{d.firmware ?? none}</Field>
          <Field label={t('device.battery')}>{d.battery === null ? none : `${d.battery}%`}</Field>
          <Field label={t('device.detail.connectMode')}>{t(`device.connectModes.${d.connectMode}`)}</Field>
          <Field label={t('device.detail.boundAt')}>{date.format(new Date(d.boundAt))}</Field>
        </FieldList>
        <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-100 pt-4">
          <Link to={paths.device.templates(d.deviceId)} className={linkClass}>
            {t('device.detail.templates')}
          </Link>
          <Link to={`${paths.device.changeRecord}?deviceId=${encodeURIComponent(d.deviceId)}`} className={linkClass}>
            {t('device.detail.replacements')}
          </Link>
        </div>
      </DetailCard>
      <DeviceSimCard device={d} />
      <DeviceCommandsCard device={d} canEdit={canEdit} />
      <DeviceSettingsCard device={d} canEdit={canEdit} />
      <DeviceLocationCard device={d} />
      <RecentUses deviceId={d.deviceId} />
      <h3 className="mt-8 mb-3 text-base font-semibold text-slate-900">{t('device.detail.operations')}</h3>
      <DataTable
        label={t('device.detail.operations')}
        columns={columns}
        {...listStateOf(records, { page: recordPage, pageSize: RECORDS_PAGE_SIZE, onPage: setRecordPage })}
        rowId={(r) => String(r.id)}
        emptyText={t('device.detail.noOperations')}
      />
      {actions.dialogs}
    </DetailFrame>
  );
}
