import { actionFrom } from '@contract/anomaly';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { DetailCard, DetailFrame, Field, FieldList } from '@/components/detail-card';
import { MemberPicker } from '@/components/pickers';
import { SignedImage } from '@/components/signed-image';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useAlert, useAlertAction, useAlertPhotos, useAssignAlert } from '../api/anomaly';
import { AlertStateBadge, SeverityBadge } from '../components/anomaly-badges';
import { AlertTimeline } from '../components/alert-timeline';
import { CommentForm } from '../components/comment-form';
import { NoteDialog } from '../components/note-dialog';
import { TextLink } from '@/components/text-link';

/** Who may handle an alert: administrators and seal keepers. */
const HANDLERS = [0, 1, 2] as const;

/**
 * /sealManage/anomalyDetail/:id: one alert with the facts of its stamp, its photos and timeline; while it is still to
 * handle: acknowledge, resolve or dismiss with a note, assign; a comment at any time. If someone else acted first the
 * refusal says so and the alert shows its new state.
 */
export default function AnomalyDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const alert = useAlert(id);
  const photos = useAlertPhotos(alert.data?.useRecordId);
  const act = useAlertAction();
  const assign = useAssignAlert();
  const [closing, setClosing] = useState<'resolve' | 'dismiss' | null>(null);
  const from = (useLocation().state as { from?: string } | null)?.from;
  const listPath = from?.startsWith(paths.anomaly.list) ? from : paths.anomaly.list;
  const time = timeFormats.minute;
  const a = alert.data;

  const acknowledge = async () => {
    await act.mutateAsync({ id, action: 'acknowledge' }).then(
      () => notify('success', t('anomaly.detail.done')),
      (e: Error) => notify('error', e.message),
    );
  };

  return (
    <DetailFrame
      title={t('anomaly.detail.title')}
      actions={<TextLink to={listPath}>{t('anomaly.detail.back')}</TextLink>}
      state={alert.isLoading ? 'loading' : a ? 'ready' : 'missing'}
      missingText={t('anomaly.detail.missing')}
    >
      {a ? (
        <div className="space-y-4">
          <DetailCard
            title={t(`anomaly.rules.${a.rule}`)}
            subtitle={
              <>
                <SeverityBadge severity={a.severity} />
                <AlertStateBadge state={a.state} />
                <span>{time.format(new Date(a.createdAt))}</span>
              </>
            }
          >
            <FieldList title={t('anomaly.detail.title')} columns={3}>
              <Field label={t('anomaly.columns.device')}>{a.deviceName}</Field>
              <Field label={t('anomaly.columns.person')}>{a.userName ?? '—'}</Field>
              <Field label={t('anomaly.columns.place')}>{a.address ?? '—'}</Field>
              <Field label={t('anomaly.columns.usedAt')}>{time.format(new Date(a.usedAt))}</Field>
              <Field label={t('anomaly.columns.assignee')}>{a.assigneeName ?? t('anomaly.detail.unassigned')}</Field>
              <Field label={t('anomaly.detail.note')}>{a.note ?? '—'}</Field>
            </FieldList>
            <div className="mt-4">
              <TextLink to={paths.useRecord.detail(a.useRecordId)}>{t('anomaly.detail.record')}</TextLink>
            </div>
            {actionFrom.resolve.includes(a.state) ? (
              <div className="mt-6 flex flex-wrap items-end gap-3">
                {actionFrom.acknowledge.includes(a.state) ? (
                  <Button loading={act.isPending} onClick={() => void acknowledge()}>
                    {t('anomaly.detail.acknowledge')}
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={() => setClosing('resolve')}>
                  {t('anomaly.detail.resolve')}
                </Button>
                <Button variant="secondary" onClick={() => setClosing('dismiss')}>
                  {t('anomaly.detail.dismiss')}
                </Button>
                <div className="w-56">
                  <MemberPicker
                    label={t('anomaly.detail.assignTo')}
                    placeholder={t('anomaly.detail.assignTo')}
                    roles={HANDLERS}
                    value={a.assigneeId}
                    valueLabel={a.assigneeName ?? undefined}
                    onChange={(o) => assign.mutate({ id, assigneeId: o ? Number(o.value) : null })}
                    clearable
                  />
                </div>
              </div>
            ) : null}
          </DetailCard>
          <DetailCard title={t('anomaly.detail.photos')}>
            {photos.data && photos.data.length > 0 ? (
              <div className="mt-4 flex flex-wrap gap-3">
                {photos.data.map((p) => (
                  <SignedImage
                    key={p.fileId}
                    fileId={p.fileId}
                    url={p.tmpUrl}
                    alt={t('anomaly.detail.photos')}
                    className="h-40 w-56 rounded-lg border border-slate-200 object-cover"
                  />
                ))}
              </div>
            ) : (
              <p className="mt-4 text-sm text-slate-500">{t('anomaly.detail.noPhotos')}</p>
            )}
          </DetailCard>
          <DetailCard title={t('anomaly.detail.timeline')}>
            <div className="mt-4">
              <AlertTimeline entries={a.timeline} />
            </div>
            <CommentForm id={a.id} />
          </DetailCard>
        </div>
      ) : null}
      {closing && a ? <NoteDialog id={a.id} action={closing} onClose={() => setClosing(null)} /> : null}
    </DetailFrame>
  );
}
