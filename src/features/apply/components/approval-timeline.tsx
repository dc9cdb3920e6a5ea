import type { ApplyDetail, NotifyKind } from '@contract/apply';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';

const OPEN_STATES = ['WAITING', 'RUNNING'];

function Dot({ tone }: { tone: 'green' | 'red' | 'blue' | 'slate' }) {
  const colours = {
    green: 'bg-emerald-500 ring-emerald-100',
    red: 'bg-red-500 ring-red-100',
    blue: 'bg-blue-600 ring-blue-100 animate-pulse',
    slate: 'bg-slate-300 ring-slate-100',
  };
  return <span className={`relative z-10 mt-1 h-3 w-3 shrink-0 rounded-full ring-4 ${colours[tone]}`} />;
}

/** A notice of the application (apply/v2/notify-list); the timeline shows the applicant's reminders. */
export interface TimelineNotice {
  kind: NotifyKind;
  recipientId: number;
  at: string;
}

/**
 * The applicant's submission, then each approver in order: result, comment, time, who is current, when notified, and
 * how often the applicant reminded them.
 */
export function ApprovalTimeline({
  detail,
  notices = [],
}: {
  detail: ApplyDetail;
  notices?: readonly TimelineNotice[] | undefined;
}) {
  const { t } = useTranslation();
  const time = timeFormats.minute;
  const open = OPEN_STATES.includes(detail.state);
  return (
    <ol aria-label={t('apply.detail.timeline')} className="relative space-y-5">
      <span aria-hidden="true" className="absolute bottom-2 left-[5px] top-2 w-0.5 bg-slate-200" />
      <li className="flex gap-4">
        <Dot tone="green" />
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-800">
            {t('apply.detail.applicantStep', { name: detail.applicantName })}
          </p>
          <p className="text-xs text-slate-400">{time.format(new Date(detail.submittedAt))}</p>
        </div>
      </li>
      {detail.steps.map((step) => {
        const current = open && step.approverId === detail.currentApproverId && step.result === null;
        const tone =
          step.result === 'approved' ? 'green' : step.result === 'rejected' ? 'red' : current ? 'blue' : 'slate';
        const reminders = notices.filter((n) => n.kind === 'renotified' && n.recipientId === step.approverId);
        const lastReminder = reminders.at(-1);
        return (
          <li key={step.seq} className="flex gap-4" aria-current={current ? 'step' : undefined}>
            <Dot tone={tone} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium text-slate-800">{step.approverName}</span>
                {step.result === 'approved' ? <Badge tone="green">{t('apply.detail.approved')}</Badge> : null}
                {step.result === 'rejected' ? <Badge tone="red">{t('apply.detail.rejected')}</Badge> : null}
                {current ? <Badge tone="blue">{t('apply.detail.current')}</Badge> : null}
                {step.result === null && !current ? (
                  <span className="text-xs text-slate-400">
                    {open ? t('apply.detail.waiting') : t('apply.detail.notYet')}
                  </span>
                ) : null}
              </div>
              {step.comment ? (
                <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
                  {t('apply.detail.comment', { comment: step.comment })}
                </p>
              ) : null}
              <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-400">
                {step.actedAt ? (
                  <span>{t('apply.detail.actedAt', { time: time.format(new Date(step.actedAt)) })}</span>
                ) : null}
                {step.notifiedAt ? (
                  <span>{t('apply.detail.notifiedAt', { time: time.format(new Date(step.notifiedAt)) })}</span>
                ) : null}
              </p>
              {lastReminder ? (
                <p className="mt-1 text-xs text-amber-700">
                  {t('apply.detail.reminded', {
                    count: reminders.length,
                    time: time.format(new Date(lastReminder.at)),
                  })}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
      {detail.state === 'TERMINATED' && detail.outcome === 'revoked' ? (
        <li className="flex gap-4">
          <Dot tone="slate" />
          <p className="text-sm text-slate-600">{t('apply.detail.revokedNote')}</p>
        </li>
      ) : null}
    </ol>
  );
}
