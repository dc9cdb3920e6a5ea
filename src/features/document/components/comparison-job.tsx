import type { CompareRecord } from '@contract/compare';
import { ProgressBar } from '@/components/progress-bar';
import { useTranslation } from '@/lib/i18n';

/** A comparison whose job runs: how far it got, and that the user need not wait on the page. */
export function ComparisonRunning({ progress }: { progress: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-2">
      <p className="text-sm font-medium text-slate-900">{t('compare.job.running', { progress })}</p>
      <ProgressBar value={progress} label={t('compare.job.progress')} />
      <p className="text-xs text-slate-500">{t('compare.job.runningHint')}</p>
    </div>
  );
}

/** A comparison whose job failed, with the server's reason (a damaged or encrypted file, a limit). */
export function ComparisonFailed({ error }: { error: string | null }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {t('compare.job.failed', { error: error ?? '' })}
    </p>
  );
}

/** A list row's state while it is not done: a small progress bar, or the failure in short. */
export function ComparisonState({ record }: { record: CompareRecord }) {
  const { t } = useTranslation();
  if (record.state === 'failed')
    return <span className="text-red-700">{t('compare.job.failed', { error: record.error ?? '' })}</span>;
  return (
    <span className="flex items-center gap-2">
      <ProgressBar value={record.progress} label={t('compare.job.progress')} className="h-1.5 w-20" />
      <span className="text-xs tabular-nums text-slate-500">
        {t('compare.job.short', { progress: record.progress })}
      </span>
    </span>
  );
}
