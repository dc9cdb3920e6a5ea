import { approveScopes, type ApplySummary } from '@contract/apply';
import { useCallback } from 'react';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useApprovals } from '../api/applications';
import { useMyUserId } from '../api/me';
import { APPLY_FILTERS, ApplyFilters, applyRequest } from '../components/apply-filters';
import { ApplyTable } from '../components/apply-table';

const PATH = '/sealManage/useaApplyexaminelist';
const PAGE_SIZE = 10;
const KEYS = [...APPLY_FILTERS, 'scope'] as const;
type Scope = (typeof approveScopes)[number];

/** /sealManage/useaApplyexaminelist (用印审批): the applications the user approves, by scope; filters in the URL. */
export default function ApproveListPage() {
  const { t } = useTranslation();
  const { values, page, update, href } = useUrlFilters(PATH, KEYS);
  const me = useMyUserId();
  const scope: Scope = (approveScopes as readonly string[]).includes(values.scope)
    ? (values.scope as Scope)
    : 'pending';
  const approvals = useApprovals({ ...applyRequest(values, page, PAGE_SIZE), scope });
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
        label={t('apply.approvals.table')}
        rows={approvals.data?.list}
        total={approvals.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: String(p) })}
        loading={approvals.isPending}
        fetching={approvals.isFetching}
        error={approvals.isError}
        onRetry={() => void approvals.refetch()}
        emptyText={t('apply.approvals.empty')}
        from={href}
        actionLabel={actionLabel}
      />
    </section>
  );
}
