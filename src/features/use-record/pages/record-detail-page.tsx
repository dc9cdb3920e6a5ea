import { Card } from '@tremor/react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AuthStateBadge } from '@/components/auth-state-badge';
import { DetailFrame, Field, FieldList } from '@/components/detail-card';
import { PhotoThumbs, PhotoViewer, type ViewerPhoto } from '@/components/photo-viewer';
import { Badge } from '@/components/ui/badge';
import { UseExceptionBadge } from '@/components/use-exception-badge';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useUseRecord } from '../api/records';
import { TextLink } from '@/components/text-link';

/** Where a record is opened from (a device's recent uses too); anything else goes back to the use records. */
const LISTS = [paths.useRecord.list, paths.useRecord.trial, paths.useRecord.phone, paths.device.detail('')];

/** /sealManage/recorddetail?id= (使用详情): one stamp, where and by whom, its authorisation and its photos. */
export default function RecordDetailPage() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id'));
  const record = useUseRecord(id);
  const [shown, setShown] = useState<number | null>(null);
  const from = (useLocation().state as { from?: string } | null)?.from;
  const back = (
    <TextLink to={from && LISTS.some((path) => from.startsWith(path)) ? from : paths.useRecord.list}>
      {t('useRecord.detail.back')}
    </TextLink>
  );
  const state = record.isPending && record.fetchStatus !== 'idle' ? 'loading' : record.data ? 'ready' : 'missing';
  const r = record.data;
  const time = timeFormats.second;
  const none = <span className="text-slate-400">{t('useRecord.none')}</span>;
  const photos: ViewerPhoto[] = (r?.photos ?? []).map((p) => ({
    id: p.fileId,
    url: p.tmpUrl,
    caption: `${r?.deviceName ?? ''} · ${r?.userName ?? ''} · ${time.format(new Date(p.takenAt))} · ${t(`useRecord.detail.source.${p.source}`)}`,
  }));
  const a = r?.authorization ?? null;

  return (
    <DetailFrame
      title={t('useRecord.detail.title')}
      actions={back}
      state={state}
      missingText={record.error?.message ?? t('useRecord.detail.notFound')}
    >
      {r ? (
        <div className="space-y-6">
          <Card>
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-lg font-semibold text-slate-900">{r.deviceName}</h2>
              <Badge tone="blue">{t(`useRecord.useTypes.${r.useType}`)}</Badge>
              {r.exception ? <UseExceptionBadge record={r} /> : null}
            </div>
            <FieldList title={t('useRecord.detail.basics')} columns={3}>
              <Field label={t('useRecord.columns.usedAt')}>{time.format(new Date(r.usedAt))}</Field>
              <Field label={t('useRecord.columns.device')}>
                {r.deviceName}
                <span className="block font-mono text-xs text-slate-400">{r.deviceId}</span>
              </Field>
              <Field label={t('useRecord.columns.user')}>{r.userName ?? none}</Field>
              <Field label={t('useRecord.columns.department')}>{r.departmentName ?? none}</Field>
              <Field label={t('useRecord.detail.location')}>{r.address ?? t('useRecord.detail.noLocation')}</Field>
              <Field label={t('useRecord.detail.coordinates')}>
                {r.latitude !== null && r.longitude !== null ? (
                  <span className="font-mono text-xs">
                    {r.latitude.toFixed(6)}, {r.longitude.toFixed(6)}
                  </span>
                ) : (
                  none
                )}
              </Field>
            </FieldList>
          </Card>
          <Card>
            <h3 className="text-base font-semibold text-slate-900">{t('useRecord.detail.authorization')}</h3>
            {a ? (
              <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                <span className="font-mono text-xs">{a.empowerNo}</span>
                <AuthStateBadge state={a.state} />
                <span>{a.userName}</span>
                <span className="text-slate-500">
                  {t('authorization.usesOf', { used: a.usedCount, total: a.useCount })}
                </span>
                <Link to={paths.authorization.detail(a.id)} className="text-blue-700 hover:underline">
                  {t('useRecord.detail.openAuthorization')}
                </Link>
              </div>
            ) : (
              <p className="mt-3 text-sm text-slate-500">{t('useRecord.detail.noAuthorization')}</p>
            )}
          </Card>
          <Card>
            <h3 className="mb-3 text-base font-semibold text-slate-900">
              {t('useRecord.detail.photos')} <span className="text-sm font-normal text-slate-400">{photos.length}</span>
            </h3>
            {photos.length === 0 ? (
              <p className="text-sm text-slate-400">{t('useRecord.detail.noPhotos')}</p>
            ) : (
              <PhotoThumbs photos={photos} onOpen={setShown} />
            )}
          </Card>
          <PhotoViewer photos={photos} index={shown} onIndex={setShown} onClose={() => setShown(null)} />
        </div>
      ) : null}
    </DetailFrame>
  );
}
