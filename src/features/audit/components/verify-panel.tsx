import type { ChainReport } from '@contract/audit';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useVerifyChains } from '../api/audit-log';

function ChainRow({ report }: { report: ChainReport }) {
  const { t } = useTranslation();
  const name = report.companyName ?? (report.companyId === null ? t('audit.systemChain') : report.chain);
  const problem = report.problem;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <span className="min-w-40 font-medium text-slate-900">{name}</span>
      <span className="text-sm text-slate-500">
        {t('audit.verify.records', { count: report.records, checkpoints: report.checkpoints })}
      </span>
      {problem ? (
        <span className="flex items-center gap-2">
          <Badge tone="red">{t('audit.verify.broken')}</Badge>
          <span className="text-sm font-medium text-red-700">
            {t(`audit.verify.problems.${problem.kind}`, { seq: problem.seq, id: problem.recordId ?? '-' })}
          </span>
        </span>
      ) : (
        <Badge tone="green">{t('audit.verify.intact')}</Badge>
      )}
    </li>
  );
}

/** The "verify" action: recomputes every chain in the caller's scope and names each chain's first problem. */
export function VerifyPanel() {
  const { t } = useTranslation();
  const verify = useVerifyChains();
  const chains = verify.data?.chains;
  const broken = chains?.filter((c) => c.problem) ?? [];
  return (
    <div className="mb-5">
      <Button variant="secondary" loading={verify.isPending} onClick={() => verify.mutate(undefined)}>
        {t('audit.verify.action')}
      </Button>
      {chains ? (
        <section
          aria-label={t('audit.verify.title')}
          className={`mt-3 rounded-lg border p-4 ${broken.length ? 'border-red-200 bg-red-50/40' : 'border-emerald-200 bg-emerald-50/40'}`}
        >
          <div className="flex items-center justify-between gap-3">
            <p role="status" className={`font-medium ${broken.length ? 'text-red-700' : 'text-emerald-700'}`}>
              {chains.length === 0
                ? t('audit.verify.none')
                : broken.length
                  ? t('audit.verify.someBroken', { count: broken.length })
                  : t('audit.verify.allIntact', { count: chains.length })}
            </p>
            <button
              type="button"
              className="text-sm text-slate-500 hover:text-slate-800"
              onClick={() => verify.reset()}
            >
              {t('audit.verify.close')}
            </button>
          </div>
          <ul className="mt-2 max-h-72 divide-y divide-slate-200 overflow-y-auto">
            {[...broken, ...chains.filter((c) => !c.problem)].map((c) => (
              <ChainRow key={c.chain} report={c} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
