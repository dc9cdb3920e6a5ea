import { useTranslation } from '@/lib/i18n';

/** Remaining uses as a progress bar (what is left of the granted count). */
export function RemainingBar({ used, total }: { used: number; total: number }) {
  const { t } = useTranslation();
  const remaining = Math.max(0, total - used);
  const share = total > 0 ? Math.round((remaining / total) * 100) : 0;
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-semibold text-slate-900">{t('authorization.remainingOf', { remaining })}</span>
        <span className="text-xs text-slate-500">{t('authorization.usesOf', { used, total })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('authorization.columns.remaining')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={remaining}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <span
          className={`block h-full ${share > 20 ? 'bg-emerald-500' : 'bg-amber-500'}`}
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
}
