import type { StatementOutcome } from '@contract/cost';
import { useTranslation } from '@/lib/i18n';

/** What became of a bank statement line, a confirmed one stressed; `repeated`: it was imported before. */
export function StatementOutcomeText({ outcome, repeated = false }: { outcome: StatementOutcome; repeated?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={outcome === 'applied' ? 'font-medium text-emerald-700' : 'text-slate-700'}>
      {t(`cost.transfer.statement.outcomes.${outcome}`)}
      {repeated ? <span className="text-slate-500">{t('cost.transfer.statement.repeated')}</span> : null}
    </span>
  );
}
