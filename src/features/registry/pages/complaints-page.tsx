import { complaintStates, type ComplaintSummary } from '@contract/complaint';
import { dictTypeCodes } from '@contract/dictionary';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Truncate } from '@/components/truncate';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useManagedComplaints, type ComplaintFilters } from '../api/complaints';
import { useDictOptions } from '@/lib/dict-options';
import { ComplaintStateBadge } from '../components/complaint-progress';

const FILTERS = ['state', 'category', 'keyword', 'mine'] as const;
const col = columnHelper<ComplaintSummary>();

/**
 * /complaintsAdvice: every unit's complaints and advice, newest first, filtered by state, category, assignee (mine)
 * and words of the text, unit or submitter; a row opens its progress page, where the platform acts on it.
 */
export default function ComplaintsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useDictOptions(dictTypeCodes.complaintCategory);
  const { values, update, reset, anyFilter, list, href } = useListPage({
    path: paths.system.complaints,
    filters: FILTERS,
    request: (f, paging): ComplaintFilters => ({
      ...paging,
      ...(complaintStates.includes(f.state as never) ? { state: f.state as ComplaintFilters['state'] } : {}),
      ...(Number(f.category) > 0 ? { categoryId: Number(f.category) } : {}),
      ...(f.keyword ? { keyword: f.keyword.slice(0, 64) } : {}),
      ...(f.mine === '1' ? { mine: '1' as const } : {}),
    }),
    useRows: useManagedComplaints,
  });
  const columns = useMemo(() => {
    const minute = timeFormats.minute;
    return [
      col.accessor('createdAt', {
        header: t('registry.complaint.createdAt'),
        cell: (c) => minute.format(new Date(c.getValue())),
      }),
      col.accessor('categoryName', { header: t('registry.complaint.category') }),
      col.accessor('content', {
        header: t('registry.complaint.content'),
        cell: (c) => <Truncate text={c.getValue()} />,
      }),
      col.accessor('companyName', {
        header: t('registry.complaint.unit'),
        cell: (c) => <Truncate text={c.getValue()} />,
      }),
      col.accessor('submitterName', { header: t('registry.complaint.submitter') }),
      col.accessor('assigneeName', {
        header: t('registry.complaint.assignee'),
        cell: (c) => c.getValue() ?? <span className="text-slate-400">{t('registry.complaint.unassigned')}</span>,
      }),
      col.accessor('state', {
        header: t('registry.complaint.stateLabel'),
        cell: (c) => <ComplaintStateBadge state={c.getValue()} />,
      }),
    ];
  }, [t]);
  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('registry.complaint.title')} subtitle={t('registry.complaint.intro')} />
      <FilterBar active={anyFilter} resetLabel={t('registry.reset')} onReset={reset}>
        <SearchBox
          value={values.keyword}
          label={t('registry.complaint.search')}
          maxLength={64}
          onSearch={(k) => update({ keyword: k })}
        />
        <FilterSelect
          label={t('registry.complaint.stateLabel')}
          allLabel={t('registry.complaint.allStates')}
          value={values.state}
          onChange={(state) => update({ state })}
          options={complaintStates.map((s) => ({ value: s, label: t(`registry.complaint.state.${s}`) }))}
        />
        <FilterSelect
          label={t('registry.complaint.category')}
          allLabel={t('registry.complaint.allCategories')}
          value={values.category}
          onChange={(category) => update({ category })}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={values.mine === '1'}
            onChange={(e) => update({ mine: e.target.checked ? '1' : '' })}
          />
          {t('registry.complaint.mine')}
        </label>
      </FilterBar>
      <DataTable
        label={t('registry.complaint.title')}
        columns={columns}
        {...list}
        rowId={(c) => String(c.id)}
        emptyText={t('registry.complaint.empty')}
        onRowClick={(c) => navigate(`${paths.system.complaintList}?id=${c.id}`, { state: { from: href } })}
      />
    </section>
  );
}
