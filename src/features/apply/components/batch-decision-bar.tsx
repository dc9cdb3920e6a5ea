import { MAX_BATCH_DECISIONS, type ApplySummary, type BatchOutcome } from '@contract/apply';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useApproveBatch } from '../api/applications';
import { BatchResultDialog } from './batch-result-dialog';
import { DecisionDialog, type Decision } from './decision-dialog';

interface Props {
  /** The chosen applications of the page on screen (at most a page, so within the batch limit). */
  chosen: readonly ApplySummary[];
  /** The batch went through (the list refreshes by itself): the choice is spent. */
  onDecided: () => void;
}

/**
 * Above the approvals list: how many applications are chosen, and approve or reject them all with one opinion.
 * Each one the server could not decide is listed with its reason afterwards; if all went through, a toast says so.
 */
export function BatchDecisionBar({ chosen, onDecided }: Props) {
  const { t } = useTranslation();
  const batch = useApproveBatch();
  // The applications as chosen when the dialog opened: what the user confirms is what is sent, even if the list
  // refreshes meanwhile (one that changed is then refused by the server and named in the result).
  const [pending, setPending] = useState<{ decision: Decision; rows: readonly ApplySummary[] } | null>(null);
  const [results, setResults] = useState<BatchOutcome[] | null>(null);
  const n = chosen.length;

  const decide = async (comment: string | undefined) => {
    if (!pending) return;
    const ids = pending.rows.map((r) => r.id);
    const answer = await batch.mutateAsync({ ids, result: pending.decision, comment });
    setPending(null);
    onDecided();
    if (answer.results.every((r) => r.ok)) notify('success', t('applyBatch.done', { n: answer.results.length }));
    else setResults(answer.results);
  };

  const dialog = (decision: Decision) => (
    <DecisionDialog
      decision={decision}
      open={pending?.decision === decision}
      onClose={() => setPending(null)}
      onDecide={decide}
      title={t(decision === 'approved' ? 'applyBatch.approveTitle' : 'applyBatch.rejectTitle', {
        n: pending?.rows.length ?? n,
      })}
      intro={<p className="mt-2 text-sm text-slate-500">{t('applyBatch.intro')}</p>}
    />
  );

  return (
    <div
      className="mb-3 flex min-h-11 flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-2"
      aria-live="polite"
    >
      {n === 0 ? (
        <p className="text-sm text-slate-500">{t('applyBatch.hint', { max: MAX_BATCH_DECISIONS })}</p>
      ) : (
        <>
          <span className="text-sm font-medium text-slate-800">{t('applyBatch.chosen', { n })}</span>
          <Button size="sm" onClick={() => setPending({ decision: 'approved', rows: chosen })}>
            {t('applyBatch.approve')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setPending({ decision: 'rejected', rows: chosen })}>
            {t('applyBatch.reject')}
          </Button>
          <Button size="sm" variant="light" onClick={onDecided}>
            {t('applyBatch.clear')}
          </Button>
        </>
      )}
      {dialog('approved')}
      {dialog('rejected')}
      <BatchResultDialog results={results} onClose={() => setResults(null)} />
    </div>
  );
}
