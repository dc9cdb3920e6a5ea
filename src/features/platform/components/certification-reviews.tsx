import type { CertificationReview } from '@contract/platform';
import { useMemo } from 'react';
import { columnHelper } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { SearchBox } from '@/components/search-box';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useCertifications, useLicenceUrl, useReviewCertification } from '../api/platform';
import { Fact, FactGrid, StateWithReason } from './review-dialog';
import { ReviewTable } from './review-table';
import { CertStateBadge } from './unit-badges';

const FILTERS = ['keyword', 'state'] as const;
const STATES = [1, 2, 3] as const;
const col = columnHelper<CertificationReview>();
const waiting = (c: CertificationReview) => c.state === 1;

/** The units' certification applications (filters and page in the URL of /system/reviews); review the waiting ones. */
export function CertificationReviews() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.system.reviews,
    filters: FILTERS,
    request: (f, paging) => ({
      ...paging,
      keyword: f.keyword || undefined,
      state: STATES.find((s) => String(s) === f.state),
    }),
    useRows: useCertifications,
  });
  const review = useReviewCertification();

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('companyName', {
        header: t('platform.reviews.unit'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('companyFullName', { header: t('platform.reviews.fullName') }),
      col.accessor('socialCreditCode', {
        header: t('platform.reviews.creditCode'),
        cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
      }),
      col.accessor('submittedAt', {
        header: t('platform.reviews.submittedAt'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
      col.accessor('state', {
        header: t('platform.reviews.state'),
        cell: (c) => (
          <StateWithReason state={<CertStateBadge state={c.getValue()} />} reason={c.row.original.rejectReason} />
        ),
      }),
    ];
  }, [t]);

  return (
    <div>
      <FilterBar active={anyFilter} onReset={reset} resetLabel={t('platform.reset')}>
        <SearchBox
          value={values.keyword}
          label={t('platform.reviews.search')}
          maxLength={56}
          onSearch={(keyword) => update({ keyword })}
        />
        <FilterSelect
          label={t('platform.reviews.state')}
          value={values.state}
          onChange={(state) => update({ state })}
          allLabel={t('platform.reviews.allStates')}
          options={STATES.map((s) => ({ value: String(s), label: t(`platform.reviews.certStates.${s}`) }))}
        />
      </FilterBar>
      <ReviewTable
        label={t('platform.reviews.certTable')}
        emptyText={t('platform.reviews.certEmpty')}
        list={list}
        columns={columns}
        waiting={waiting}
        dialogTitle={t('platform.reviews.reviewCert')}
        facts={(c) => <CertificationFacts certification={c} />}
        review={(input) => review.mutateAsync(input)}
      />
    </div>
  );
}

function CertificationFacts({ certification: c }: { certification: CertificationReview }) {
  const { t } = useTranslation();
  const licence = useLicenceUrl(c.id);
  return (
    <div className="space-y-3">
      <FactGrid>
        <Fact label={t('platform.reviews.unit')}>{c.companyName}</Fact>
        <Fact label={t('platform.reviews.fullName')}>{c.companyFullName}</Fact>
        <Fact label={t('platform.reviews.creditCode')}>
          <span className="font-mono">{c.socialCreditCode}</span>
        </Fact>
        <Fact label={t('platform.reviews.legalPerson')}>{c.legalPerson}</Fact>
        <div className="sm:col-span-2">
          <Fact label={t('platform.reviews.address')}>{c.address ?? t('common.none')}</Fact>
        </div>
      </FactGrid>
      <figure>
        <figcaption className="mb-1 text-xs text-slate-400">{t('platform.reviews.licence')}</figcaption>
        {licence.data?.url ? (
          <a href={licence.data.url} target="_blank" rel="noreferrer">
            <img
              src={licence.data.url}
              alt={t('platform.reviews.licence')}
              className="max-h-56 rounded border border-slate-200 object-contain"
            />
          </a>
        ) : (
          <p className="text-sm text-slate-500">{t('platform.reviews.licenceLoading')}</p>
        )}
      </figure>
    </div>
  );
}
