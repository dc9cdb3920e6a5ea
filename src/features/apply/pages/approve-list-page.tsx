import { approveScopes, type ApplySummary } from '@contract/apply';
import { useCallback } from 'react';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { useApprovals } from '../api/applications';
import { useMyUserId } from '../api/me';
import { APPLY_FILTERS, ApplyFilters, applyRequest } from '../components/apply-filters';
import { ApplyTable } from '../components/apply-table';
import { paths } from '@/lib/paths';

const PATH = paths.apply.approvals;
const KEYS = [...APPLY_FILTERS, 'scope'] as const;
type Scope = (typeof approveScopes)[number];

const scopeOf = (value: string): Scope =>
  (approveScopes as readonly string[]).includes(value) ? (value as Scope) : 'pending';

/** /sealManage/useaApplyexaminelist (用印审批): the applications the user approves, by scope; filters in the URL. */
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
  const actionLabel = useCallback(
    (row: ApplySummary) => (me !== null && row.currentApproverId === me ? t('apply.review') : t('apply.view')),
    [me, t],
  );

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
      <ApplyTable
        {...list}
        label={t('apply.approvals.table')}
        emptyText={t('apply.approvals.empty')}
        from={href}
        actionLabel={actionLabel}
      />
    </section>
  );
}
