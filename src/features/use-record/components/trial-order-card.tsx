import { Card } from '@tremor/react';
import type { OrderedCommand } from '@contract/device-command';
import { useState } from 'react';
import { CommandStateBadge } from '@/components/command-state-badge';
import { PhotoThumbs, PhotoViewer, type ViewerPhoto } from '@/components/photo-viewer';
import { DevicePicker } from '@/components/pickers';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useUseRecord } from '../api/records';
import { useOrderTrialStamp, useTrialCommand } from '../api/trial-stamps';

/** The photos of the trial stamp the device made, once it has made it. */
function TrialPhotos({ useRecordId }: { useRecordId: number }) {
  const { t } = useTranslation();
  const record = useUseRecord(useRecordId);
  const [shown, setShown] = useState<number | null>(null);
  if (record.isPending) return <p className="text-sm text-slate-500">{t('deviceCtl.loading')}</p>;
  const r = record.data;
  const photos: ViewerPhoto[] = (r?.photos ?? []).map((p) => ({
    id: p.fileId,
    url: p.tmpUrl,
    caption: `${r?.deviceName ?? ''} · ${timeFormats.second.format(new Date(p.takenAt))}`,
  }));
  return (
    <div>
      <h4 className="mb-2 text-sm font-medium text-slate-700">{t('deviceCtl.trial.photo')}</h4>
      {photos.length === 0 ? (
        <p className="text-sm text-slate-500">{t('deviceCtl.trial.noPhoto')}</p>
      ) : (
        <PhotoThumbs photos={photos} onOpen={setShown} />
      )}
      <PhotoViewer photos={photos} index={shown} onIndex={setShown} onClose={() => setShown(null)} />
    </div>
  );
}

/** The ordered trial stamp's progress: waiting (queued for an offline device), done with its photos, failed, expired. */
function TrialProgress({ ordered }: { ordered: OrderedCommand }) {
  const { t } = useTranslation();
  const live = useTrialCommand(ordered.command.deviceId, ordered.command.id);
  const command = live.data ?? ordered.command;
  const expiry = timeFormats.minute.format(new Date(command.expiresAt));
  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-4" aria-live="polite">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="font-medium">{t('deviceCtl.trial.progress')}</span>
        <CommandStateBadge state={command.state} />
        {command.state === 'pending' || command.state === 'delivered' ? (
          <span className="text-slate-500">
            {ordered.offline && command.state === 'pending'
              ? t('deviceCtl.offlineQueued', { time: expiry })
              : t('deviceCtl.trial.waiting')}
          </span>
        ) : null}
        {command.state === 'failed' ? (
          <span className="text-red-600">{t('deviceCtl.trial.failed', { reason: command.reason ?? '' })}</span>
        ) : null}
        {command.state === 'expired' ? <span className="text-slate-500">{t('deviceCtl.trial.expired')}</span> : null}
      </p>
      {command.state === 'done' && command.useRecordId !== null ? (
        <TrialPhotos useRecordId={command.useRecordId} />
      ) : null}
    </div>
  );
}

/**
 * 下发试盖章: the staff choose a device and order a trial stamp on it; the device carries it out on its next gateway
 * call and its photo shows here when it arrives. A refusal (locked device, one already waiting) shows under the form.
 */
export function TrialOrderCard() {
  const { t } = useTranslation();
  const order = useOrderTrialStamp();
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [ordered, setOrdered] = useState<OrderedCommand | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!deviceId) return;
    setError(null);
    try {
      setOrdered(await order.mutateAsync(deviceId));
    } catch (e) {
      if (e instanceof ApiError && !e.handled) setError(e.message);
    }
  };
  return (
    <Card className="mb-5">
      <h3 className="text-base font-semibold text-slate-900">{t('deviceCtl.trial.title')}</h3>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-full max-w-sm">
          <DevicePicker
            label={t('deviceCtl.trial.device')}
            placeholder={t('deviceCtl.trial.devicePlaceholder')}
            value={deviceId}
            onChange={(option) => {
              setDeviceId(option?.value ?? null);
              setError(null);
            }}
          />
        </div>
        <Button disabled={!deviceId || order.isPending} onClick={() => void submit()}>
          {t('deviceCtl.trial.order')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {ordered ? <TrialProgress key={ordered.command.id} ordered={ordered} /> : null}
    </Card>
  );
}
