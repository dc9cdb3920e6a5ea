import { Card } from '@tremor/react';
import { hasServicePeriod, type OperationRecord } from '@contract/device';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { useDevice, useOperationRecords } from '../api/devices';
import { OnlineBadge, ServiceBadge } from '../components/badges';

const RECORDS_PAGE_SIZE = 5;
const col = columnHelper<OperationRecord>();

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/** /server/bindingseal/:id: one seal device of the unit with its operation records. */
export default function DeviceDetailPage() {
  const { t, i18n } = useTranslation();
  const id = useParams().id ?? '';
  const device = useDevice(id);
  const [recordPage, setRecordPage] = useState(1);
  const records = useOperationRecords(id, recordPage, RECORDS_PAGE_SIZE);
  const none = t('common.none');
  const from = (useLocation().state as { from?: string } | null)?.from;
  const back = (
    <Link
      to={from?.startsWith('/server/bindingseal') ? from : '/server/bindingseal'}
      className="text-sm text-blue-700 hover:underline"
    >
      {t('device.detail.back')}
    </Link>
  );

  const columns = useMemo(() => {
    const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
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
  }, [t, i18n.language, none]);

  if (device.isPending && device.fetchStatus !== 'idle') {
    return (
      <section className="mx-auto max-w-5xl">
        <PageHeader title={t('device.detail.title')} actions={back} />
        <div className="h-64 animate-pulse rounded-lg bg-slate-200/60" />
      </section>
    );
  }
  if (!device.data) {
    return (
      <section className="mx-auto max-w-5xl">
        <PageHeader title={t('device.detail.title')} actions={back} />
        <div className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-500">
          {device.error?.message ?? t('device.detail.notFound')}
        </div>
      </section>
    );
  }

  const d = device.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const servicePeriod = !hasServicePeriod(d.deviceType)
    ? t('device.detail.noServicePeriod')
    : d.serviceEndTime
      ? t('device.detail.serviceUntil', { date: date.format(new Date(d.serviceEndTime)) })
      : t('device.detail.noService');
  const coordinates =
    d.latitude !== null && d.longitude !== null ? `${d.latitude.toFixed(6)}, ${d.longitude.toFixed(6)}` : none;
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader title={t('device.detail.title')} actions={back} />
      <Card>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{d.name}</h2>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <span>{d.deviceId}</span>
            <OnlineBadge online={d.online} />
            <ServiceBadge device={d} />
          </div>
        </div>
        <h3 className="mt-6 text-sm font-medium text-slate-500">{t('device.detail.basics')}</h3>
        <dl className="mt-3 grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
          <Field label={t('device.type')}>{t(`device.types.${d.deviceType}`)}</Field>
          <Field label={t('device.model')}>{d.model}</Field>
          <Field label={t('device.state')}>{d.online ? t('device.online') : t('device.offline')}</Field>
          <Field label={t('device.detail.servicePeriod')}>{servicePeriod}</Field>
          <Field label={t('device.detail.abilities')}>
            {d.abilityPermsList.length === 0
              ? t('device.detail.allAbilities')
              : d.abilityPermsList.map((a) => t(`device.abilities.${a}`, { defaultValue: a })).join('、')}
          </Field>
          <Field label={t('device.keeper')}>{d.keeperName ?? none}</Field>
          <Field label={t('device.detail.firmware')}>{d.firmware ?? none}</Field>
          <Field label={t('device.battery')}>{d.battery === null ? none : `${d.battery}%`}</Field>
          <Field label={t('device.detail.connectMode')}>{t(`device.connectModes.${d.connectMode}`)}</Field>
          <Field label={t('device.address')}>{d.address ?? none}</Field>
          <Field label={t('device.detail.coordinates')}>{coordinates}</Field>
          <Field label={t('device.detail.boundAt')}>{date.format(new Date(d.boundAt))}</Field>
        </dl>
      </Card>
      <h3 className="mt-8 mb-3 text-base font-semibold text-slate-900">{t('device.detail.operations')}</h3>
      <DataTable
        label={t('device.detail.operations')}
        columns={columns}
        rows={records.data?.list}
        total={records.data?.total ?? 0}
        page={recordPage}
        pageSize={RECORDS_PAGE_SIZE}
        onPage={setRecordPage}
        rowId={(r) => String(r.id)}
        loading={records.isPending}
        fetching={records.isFetching}
        error={records.isError}
        onRetry={() => void records.refetch()}
        emptyText={t('device.detail.noOperations')}
      />
    </section>
  );
}
