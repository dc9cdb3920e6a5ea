import type { ComplaintDetail, ComplaintState } from '@contract/complaint';
import { useState } from 'react';
import { PhotoThumbs, PhotoViewer } from '@/components/photo-viewer';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';

const TONES: Record<ComplaintState, 'amber' | 'blue' | 'green'> = {
  pending: 'amber',
  processing: 'blue',
  resolved: 'green',
};

export function ComplaintStateBadge({ state }: { state: ComplaintState }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[state]}>{t(`registry.complaint.state.${state}`)}</Badge>;
}

/**
 * What both sides see of a complaint: its text and screenshots, the platform's reply, and its progress (submitted,
 * assigned, replied, resolved) with who acted and when.
 */
export function ComplaintProgress({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  const photos = complaint.screenshots.map((s) => ({ id: s.fileId, url: s.url, caption: s.name }));
  const minute = timeFormats.minute;
  return (
    <div className="space-y-5">
      <div>
        <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
          <Badge tone="slate">{complaint.categoryName}</Badge>
          <ComplaintStateBadge state={complaint.state} />
          <span className="text-slate-500">{minute.format(new Date(complaint.createdAt))}</span>
        </div>
        <p className="whitespace-pre-wrap break-words text-sm leading-6 text-slate-800">{complaint.content}</p>
      </div>
      {photos.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-medium text-slate-700">{t('registry.complaint.screenshots')}</h3>
          <PhotoThumbs photos={photos} onOpen={setViewing} />
          <PhotoViewer photos={photos} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
        </div>
      ) : null}
      <div className="rounded-lg bg-slate-50 p-3">
        <h3 className="mb-1 text-sm font-medium text-slate-700">{t('registry.complaint.reply')}</h3>
        <p className="whitespace-pre-wrap break-words text-sm text-slate-800" data-testid="complaint-reply">
          {complaint.reply ?? <span className="text-slate-400">{t('registry.complaint.noReply')}</span>}
        </p>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-medium text-slate-700">{t('registry.complaint.progress')}</h3>
        <ol className="relative space-y-3 border-l border-slate-200 pl-4" aria-label={t('registry.complaint.progress')}>
          {complaint.events.map((e, i) => (
            <li key={i} className="relative">
              <span className="absolute -left-[1.3rem] top-1.5 h-2.5 w-2.5 rounded-full bg-blue-500 ring-4 ring-white" />
              <p className="text-sm text-slate-900">
                <span className="font-medium">{t(`registry.complaint.event.${e.kind}`, { name: e.actorName })}</span>
                {e.kind === 'assigned' && e.detail ? (
                  <span className="text-slate-600"> · {t('registry.complaint.assignedTo', { name: e.detail })}</span>
                ) : null}
              </p>
              {e.kind === 'replied' && e.detail ? (
                <p className="mt-0.5 line-clamp-2 text-xs text-slate-500">{e.detail}</p>
              ) : null}
              <p className="text-xs text-slate-400">{minute.format(new Date(e.at))}</p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
