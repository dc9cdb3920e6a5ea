import { approveScopes, type ApplySummary } from '@contract/apply';
import { useCallback } from 'react';
import { useListPage } from '@/components/list-page/use-list-page';
import { useRowSelection } from '@/components/list-page/use-row-selection';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { useApprovals } from '../api/applications';
import { useMyUserId } from '../api/me';
import { APPLY_FILTERS, ApplyFilters, applyRequest } from '../components/apply-filters';
import { ApplyTable } from '../components/apply-table';
import { BatchDecisionBar } from '../components/batch-decision-bar';
import { paths } from '@/lib/paths';

const PATH = paths.apply.approvals;
const KEYS = [...APPLY_FILTERS, 'scope'] as const;
type Scope = (typeof approveScopes)[number];

const rowId = (row: ApplySummary) => String(row.id);

const scopeOf = (value: string): Scope =>
  (approveScopes as readonly string[]).includes(value) ? (value as Scope) : 'pending';

/**
 * /sealManage/useaApplyexaminelist (用印审批): the applications the user approves, by scope; filters in the URL. The
 * ones waiting for the user can be chosen (one by one, or all of the page) and decided in one batch.
 */
export default function ApproveListPage() {
  const { t } = useTranslation();
  const { values, update, href, request, list } = useListPage({
    path: PATH,
    filters: KEYS,
    request: (filters, { pageNum, pageSize }) => ({
      ...applyRequest(filters, pageNum, pageSize),
      scope: scopeOf(filters.scope),
    }),
    useRows: useApprovals,
  });
  const { scope } = request;
  const me = useMyUserId();
  /** The user is the application's current approver: they may decide it now, alone or in a batch. */
  const mayDecide = useCallback((row: ApplySummary) => me !== null && row.currentApproverId === me, [me]);
  const actionLabel = useCallback(
    (row: ApplySummary) => (mayDecide(row) ? t('apply.review') : t('apply.view')),
    [mayDecide, t],
  );
  const selection = useRowSelection(list.rows, rowId);

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('apply.approvals.title')} />
      <div
        role="tablist"
        aria-label={t('apply.approvals.table')}
        className="mb-4 inline-flex rounded-lg bg-slate-100 p-1"
      >
        {approveScopes.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === scope}
            onClick={() => update({ scope: s === 'pending' ? '' : s })}
            className={`rounded-md px-4 py-1.5 text-sm font-medium transition ${s === scope ? 'bg-white text-blue-700 shadow-sm' : 'text-slate-500 hover:text-slate-800'}`}
          >
            {t(`apply.approvals.scopes.${s}`)}
          </button>
        ))}
      </div>
      <ApplyFilters values={values} onChange={update} />
      <BatchDecisionBar chosen={selection.chosenRows} onDecided={selection.clear} />
      <ApplyTable
        {...list}
        label={t('apply.approvals.table')}
        emptyText={t('apply.approvals.empty')}
        from={href}
        actionLabel={actionLabel}
        selection={{
          chosen: selection.chosen,
          onChange: selection.onChange,
          choosable: mayDecide,
          rowLabel: (row) => t('applyBatch.rowLabel', { no: row.applyNo }),
          pageLabel: t('applyBatch.pageLabel'),
        }}
      />
    </section>
  );
}
