import type { UseRecord } from '@contract/use-record';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { listStateOf } from '@/components/list-page/use-list-page';
import { UseExceptionBadge } from '@/components/use-exception-badge';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useRecentUses } from '../api/recent-uses';
import { TextLink } from '@/components/text-link';

const RECENT = 5;
const col = columnHelper<UseRecord>();

/** 最近使用: the device's latest uses, each opening its record (and back here); all of them in 使用记录. */
export function RecentUses({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const here = useLocation().pathname;
  const uses = useRecentUses(deviceId, RECENT);
  const columns = useMemo(() => {
    const time = timeFormats.second;
    return [
      col.accessor('usedAt', {
        header: t('useRecord.columns.usedAt'),
        cell: (c) => <span className="tabular-nums">{time.format(new Date(c.getValue()))}</span>,
      }),
      col.accessor('userName', {
        header: t('useRecord.columns.user'),
        cell: (c) => c.getValue() ?? <span className="text-slate-400">{t('useRecord.none')}</span>,
      }),
      col.accessor('useType', {
        header: t('useRecord.columns.useType'),
        cell: (c) => t(`useRecord.useTypes.${c.getValue()}`),
      }),
      col.accessor('exception', {
        header: t('useRecord.columns.exception'),
        cell: (c) => <UseExceptionBadge record={c.row.original} />,
      }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => (
          <Link
            to={paths.useRecord.detail(c.row.original.id)}
            state={{ from: here }}
            className="font-medium text-blue-700 hover:underline"
          >
            {t('useRecord.view')}
          </Link>
        ),
      }),
    ];
  }, [t, here]);

  return (
    <section className="mt-8">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">{t('device.detail.recentUses')}</h3>
        <TextLink to={`${paths.useRecord.list}?deviceId=${encodeURIComponent(deviceId)}`}>
          {t('device.detail.allUses')}
        </TextLink>
      </div>
      <DataTable
        label={t('device.detail.recentUses')}
        columns={columns}
        {...listStateOf(uses, { page: 1, pageSize: RECENT, onPage: () => undefined })}
        pager={false}
        rowId={(r) => String(r.id)}
        onRowClick={(r) => navigate(paths.useRecord.detail(r.id), { state: { from: here } })}
        rowClass={(r) => (r.exception ? 'bg-red-50' : '')}
        emptyText={t('device.detail.noUses')}
      />
    </section>
  );
}
