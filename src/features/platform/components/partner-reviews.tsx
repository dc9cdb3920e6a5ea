import type { z } from 'zod/mini';
import type { partnerApplySchema } from '@contract/unit';
import { useMemo, useState } from 'react';
import { columnHelper } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { listStateOf } from '@/components/list-page/use-list-page';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { usePartnerApplications, useReviewPartner } from '../api/platform';
import { Fact, FactGrid, StateWithReason } from './review-dialog';
import { ReviewTable } from './review-table';

type PartnerApply = z.infer<typeof partnerApplySchema>;

const STATES = [0, 1, 2] as const;
const tones = { 0: 'amber', 1: 'green', 2: 'red' } as const;
const col = columnHelper<PartnerApply>();
const waiting = (p: PartnerApply) => p.state === 0;
const PAGE_SIZE = 10;

/** Partner applications over the existing calls (list, update); its page and filter stay in the tab. */
export function PartnerReviews() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState('');
  const query = usePartnerApplications({
    pageNum: page,
    pageSize: PAGE_SIZE,
    state: STATES.find((s) => String(s) === state),
  });
  const review = useReviewPartner();

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    return [
      col.accessor('companyName', {
        header: t('platform.reviews.unit'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('contactName', { header: t('platform.reviews.contact') }),
      col.accessor('region', { header: t('platform.reviews.region') }),
      col.accessor('createdAt', {
        header: t('platform.reviews.createdAt'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
      col.accessor('state', {
        header: t('platform.reviews.state'),
        cell: (c) => (
          <StateWithReason
            state={<Badge tone={tones[c.getValue()]}>{t(`platform.reviews.partnerStates.${c.getValue()}`)}</Badge>}
            reason={c.row.original.reviewRemark}
          />
        ),
      }),
    ];
  }, [t]);

  const list = {
    ...listStateOf(query, { page, pageSize: PAGE_SIZE, onPage: setPage }),
    filtered: state !== '',
    onClearFilters: () => setState(''),
  };
  return (
    <div>
      <FilterBar active={state !== ''} onReset={() => setState('')} resetLabel={t('platform.reset')}>
        <FilterSelect
          label={t('platform.reviews.state')}
          value={state}
          onChange={(next) => {
            setState(next);
            setPage(1);
          }}
          allLabel={t('platform.reviews.allStates')}
          options={STATES.map((s) => ({ value: String(s), label: t(`platform.reviews.partnerStates.${s}`) }))}
        />
      </FilterBar>
      <ReviewTable
        label={t('platform.reviews.partnerTable')}
        emptyText={t('platform.reviews.partnerEmpty')}
        list={list}
        columns={columns}
        waiting={waiting}
        dialogTitle={t('platform.reviews.reviewPartner')}
        facts={(p) => (
          <FactGrid>
            <Fact label={t('platform.reviews.unit')}>{p.companyName}</Fact>
            <Fact label={t('platform.reviews.contact')}>
              {p.contactName} {p.contactPhone}
            </Fact>
            <Fact label={t('platform.reviews.region')}>{p.region}</Fact>
            <Fact label={t('platform.reviews.remark')}>{p.remark ?? t('common.none')}</Fact>
          </FactGrid>
        )}
        review={(input) => review.mutateAsync(input)}
      />
    </div>
  );
}
