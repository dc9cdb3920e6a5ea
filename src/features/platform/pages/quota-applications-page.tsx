import { quotaApplyStates, type QuotaApplication } from '@contract/platform';
import { quotaItems } from '@contract/unit';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Truncate } from '@/components/truncate';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useQuotaApplications, useReviewQuotaApplication } from '../api/platform';
import { Fact, FactGrid, ReviewButton, ReviewDialog, StateWithReason } from '../components/review-dialog';
import { InfoStateBadge } from '../components/unit-badges';

const FILTERS = ['keyword', 'state', 'item'] as const;
const col = columnHelper<QuotaApplication>();

/** /quotasApply: the units' quota applications, waiting ones first to hand; each is reviewed in a dialog. */
export default function QuotaApplicationsPage() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.system.quotaApply,
    filters: FILTERS,
    request: (f, paging) => ({
      ...paging,
      keyword: f.keyword || undefined,
      state: quotaApplyStates.find((s) => s === f.state),
      item: quotaItems.find((i) => i === f.item),
    }),
    useRows: useQuotaApplications,
  });
  const review = useReviewQuotaApplication();
  const [reviewing, setReviewing] = useState<QuotaApplication | null>(null);

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('companyName', {
        header: t('platform.applications.unit'),
        cell: (c) => (
          <Link
            to={paths.system.quotaDetail(c.row.original.companyId)}
            className="font-medium text-slate-900 hover:text-blue-700 hover:underline"
          >
            {c.getValue()}
          </Link>
        ),
      }),
      col.accessor('item', {
        header: t('platform.applications.item'),
        cell: (c) => t(`unit.quotas.items.${c.getValue()}`),
      }),
      col.display({
        id: 'change',
        header: t('platform.applications.change'),
        cell: (c) => (
          <span className="tabular-nums">
            {t('platform.applications.changeValue', {
              from: c.row.original.currentLimit,
              to: c.row.original.requestedLimit,
            })}
          </span>
        ),
      }),
      col.accessor('reason', {
        header: t('platform.applications.reason'),
        cell: (c) => <Truncate text={c.getValue()} />,
      }),
      col.accessor('applicantName', { header: t('platform.applications.applicant') }),
      col.accessor('createdAt', {
        header: t('platform.applications.createdAt'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
      col.accessor('infoState', {
        header: t('platform.applications.result'),
        cell: (c) => (
          <StateWithReason state={<InfoStateBadge state={c.getValue()} />} reason={c.row.original.rejectReason} />
        ),
      }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => (
          <ReviewButton waiting={c.row.original.state === 'RUNNING'} onReview={() => setReviewing(c.row.original)} />
        ),
      }),
    ];
  }, [t]);

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={t('platform.applications.title')}
        actions={
          <Link to={paths.system.quotas} className="text-sm font-medium text-blue-700 hover:underline">
            {t('platform.quotas.back')}
          </Link>
        }
      />
      <FilterBar active={anyFilter} onReset={reset} resetLabel={t('platform.reset')}>
        <SearchBox
          value={values.keyword}
          label={t('platform.applications.search')}
          maxLength={56}
          onSearch={(keyword) => update({ keyword })}
        />
        <FilterSelect
          label={t('platform.applications.state')}
          value={values.state}
          onChange={(state) => update({ state })}
          allLabel={t('platform.applications.allStates')}
          options={quotaApplyStates.map((s) => ({ value: s, label: t(`platform.applications.states.${s}`) }))}
        />
        <FilterSelect
          label={t('platform.applications.item')}
          value={values.item}
          onChange={(item) => update({ item })}
          allLabel={t('platform.applications.allItems')}
          options={quotaItems.map((i) => ({ value: i, label: t(`unit.quotas.items.${i}`) }))}
        />
      </FilterBar>
      <DataTable
        label={t('platform.applications.table')}
        columns={columns}
        {...list}
        rowId={(a) => String(a.id)}
        emptyText={t('platform.applications.empty')}
      />
      {reviewing ? (
        <ReviewDialog
          id={reviewing.id}
          title={t('platform.review.title')}
          review={(input) => review.mutateAsync(input)}
          onClose={() => setReviewing(null)}
        >
          <FactGrid>
            <Fact label={t('platform.applications.unit')}>{reviewing.companyName}</Fact>
            <Fact label={t('platform.applications.applicant')}>{reviewing.applicantName}</Fact>
            <Fact label={t('platform.applications.item')}>{t(`unit.quotas.items.${reviewing.item}`)}</Fact>
            <Fact label={t('platform.applications.change')}>
              {t('platform.applications.changeValue', {
                from: reviewing.currentLimit,
                to: reviewing.requestedLimit,
              })}
            </Fact>
            <div className="sm:col-span-2">
              <Fact label={t('platform.applications.reason')}>{reviewing.reason}</Fact>
            </div>
          </FactGrid>
        </ReviewDialog>
      ) : null}
    </section>
  );
}
