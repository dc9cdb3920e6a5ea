import type { TimelineEntry } from '@contract/anomaly';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';

/** Who did what to the alert, oldest first; the system raised it. */
export function AlertTimeline({ entries }: { entries: TimelineEntry[] }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-3 border-l border-slate-200 pl-4" aria-label={t('anomaly.detail.timeline')}>
      {entries.map((e) => (
        <li key={e.id} className="relative text-sm">
          <span className="absolute top-1.5 -left-[21px] h-2.5 w-2.5 rounded-full bg-blue-500" aria-hidden />
          <div className="flex flex-wrap items-baseline gap-2">
            <span className="font-medium text-slate-900">{t(`anomaly.detail.entries.${e.kind}`)}</span>
            <span className="text-slate-500">{e.actorName ?? t('anomaly.detail.system')}</span>
            <time className="text-xs text-slate-400">{timeFormats.minute.format(new Date(e.at))}</time>
          </div>
          {e.text ? <p className="mt-1 whitespace-pre-wrap text-slate-700">{e.text}</p> : null}
        </li>
      ))}
    </ol>
  );
}
