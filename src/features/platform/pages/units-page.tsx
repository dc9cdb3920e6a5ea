import type { PlatformUnit } from '@contract/platform';
import { unitStandings } from '@contract/platform';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Button, buttonClass } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSetUnitDisabled, useUnits } from '../api/platform';
import { CertStateBadge, StandingBadge, UseOfLimit } from '../components/unit-badges';

const FILTERS = ['keyword', 'certState', 'standing'] as const;
const col = columnHelper<PlatformUnit>();
const linkClass = 'text-sm font-medium text-blue-700 hover:underline';

/** /quotas: every unit with its certification, members, devices and quota use; disable or enable one. */
export default function UnitsPage() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.system.quotas,
    filters: FILTERS,
    request: (f, paging) => ({
      ...paging,
      keyword: f.keyword || undefined,
      certState: f.certState === '' ? undefined : Number(f.certState),
      standing: unitStandings.find((s) => s === f.standing),
    }),
    useRows: useUnits,
  });
  const setDisabled = useSetUnitDisabled();
  const [switching, setSwitching] = useState<PlatformUnit | null>(null);

  const columns = useMemo(() => {
    const date = timeFormats.date;
    return [
      col.accessor('companyName', {
        header: t('platform.units.name'),
        cell: (c) => (
          <div className="min-w-0">
            <div className="font-medium text-slate-900">{c.getValue()}</div>
            {c.row.original.parentName ? (
              <div className="text-xs text-slate-400">
                {t('platform.units.parentOf', { name: c.row.original.parentName })}
              </div>
            ) : null}
          </div>
        ),
      }),
      col.accessor('certState', {
        header: t('platform.units.certState'),
        cell: (c) => <CertStateBadge state={c.getValue()} />,
      }),
      col.accessor('disabled', {
        header: t('platform.units.standing'),
        cell: (c) => <StandingBadge disabled={c.getValue()} />,
      }),
      col.accessor('memberCount', {
        header: t('platform.units.members'),
        cell: (c) => <UseOfLimit used={c.getValue()} limit={c.row.original.memberLimit} />,
      }),
      col.accessor('deviceCount', {
        header: t('platform.units.devices'),
        cell: (c) => <UseOfLimit used={c.getValue()} limit={c.row.original.deviceLimit} />,
      }),
      col.accessor('createdAt', {
        header: t('platform.units.createdAt'),
        cell: (c) => date.format(new Date(c.getValue())),
      }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => (
          <div className="flex h-8 items-center gap-2">
            <Link to={paths.system.quotaDetail(c.row.original.companyId)} className={buttonClass('light', 'sm')}>
              {t('platform.units.quotas')}
            </Link>
            <Button
              size="sm"
              variant={c.row.original.disabled ? 'secondary' : 'danger'}
              onClick={() => setSwitching(c.row.original)}
            >
              {c.row.original.disabled ? t('platform.units.enable') : t('platform.units.disable')}
            </Button>
          </div>
        ),
      }),
    ];
  }, [t]);

  const confirmSwitch = async () => {
    if (!switching) return;
    const disabled = !switching.disabled;
    try {
      await setDisabled.mutateAsync({ companyId: switching.companyId, disabled });
      notify('success', disabled ? t('platform.units.disabledDone') : t('platform.units.enabledDone'));
    } catch {
      // the client showed the refusal
    }
    setSwitching(null);
  };

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={t('platform.units.title')}
        actions={
          <Link to={paths.system.quotaApply} className={linkClass}>
            {t('platform.units.applications')}
          </Link>
        }
      />
      <FilterBar active={anyFilter} onReset={reset} resetLabel={t('platform.reset')}>
        <SearchBox
          value={values.keyword}
          label={t('platform.units.search')}
          maxLength={56}
          onSearch={(keyword) => update({ keyword })}
        />
        <FilterSelect
          label={t('platform.units.certState')}
          value={values.certState}
          onChange={(certState) => update({ certState })}
          allLabel={t('platform.units.allCertStates')}
          options={([0, 1, 2, 3] as const).map((s) => ({ value: String(s), label: t(`unit.certStates.${s}`) }))}
        />
        <FilterSelect
          label={t('platform.units.standing')}
          value={values.standing}
          onChange={(standing) => update({ standing })}
          allLabel={t('platform.units.allStandings')}
          options={unitStandings.map((s) => ({ value: s, label: t(`platform.units.standings.${s}`) }))}
        />
      </FilterBar>
      <DataTable
        label={t('platform.units.table')}
        columns={columns}
        {...list}
        rowId={(u) => String(u.companyId)}
        emptyText={t('platform.units.empty')}
      />
      <ConfirmDialog
        open={switching !== null}
        message={
          switching
            ? t(switching.disabled ? 'platform.units.enableConfirm' : 'platform.units.disableConfirm', {
                name: switching.companyName,
              })
            : ''
        }
        busy={setDisabled.isPending}
        onConfirm={() => void confirmSwitch()}
        onClose={() => setSwitching(null)}
      />
    </section>
  );
}
