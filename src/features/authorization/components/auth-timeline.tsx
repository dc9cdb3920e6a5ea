import type { AuthorizationDetail } from '@contract/authorization';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';

const tones: Record<string, string> = {
  granted: 'bg-blue-600 ring-blue-100',
  activated: 'bg-emerald-500 ring-emerald-100',
  used: 'bg-emerald-500 ring-emerald-100',
  reActivated: 'bg-emerald-500 ring-emerald-100',
  tmpFinished: 'bg-amber-500 ring-amber-100',
  expired: 'bg-amber-500 ring-amber-100',
  closed: 'bg-slate-400 ring-slate-100',
  cancelled: 'bg-red-500 ring-red-100',
  audited: 'bg-emerald-600 ring-emerald-100',
};

/** What happened to an authorisation, in order: who did what and when. */
export function AuthTimeline({ detail }: { detail: AuthorizationDetail }) {
  const { t } = useTranslation();
  const time = timeFormats.minute;
  // A grant's detail is its use count, a change of member the new member's name, a review its remark.
  const detailText = (kind: string, detail: string) => {
    if (kind === 'granted') return t('authorization.detail.grantedUses', { count: Number(detail) });
    if (kind === 'userChanged') return t('authorization.detail.changedTo', { name: detail });
    return detail;
  };
  return (
    <ol aria-label={t('authorization.detail.timeline')} className="relative space-y-4">
      <span aria-hidden="true" className="absolute bottom-2 left-[5px] top-2 w-0.5 bg-slate-200" />
      {detail.timeline.map((event, i) => (
        <li key={`${event.kind}-${event.at}-${i}`} className="flex gap-4">
          <span
            className={`relative z-10 mt-1 h-3 w-3 shrink-0 rounded-full ring-4 ${tones[event.kind] ?? 'bg-slate-300 ring-slate-100'}`}
          />
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-800">
              {t(`authorization.detail.events.${event.kind}`)}
              {event.actorName ? <span className="ml-2 font-normal text-slate-500">{event.actorName}</span> : null}
            </p>
            {event.detail ? (
              <p className="mt-0.5 break-words text-sm text-slate-600">{detailText(event.kind, event.detail)}</p>
            ) : null}
            <p className="text-xs text-slate-400">{time.format(new Date(event.at))}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
