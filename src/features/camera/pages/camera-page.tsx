import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { uploadPhoto, useOpenAuthorizations } from '../api/camera-api';
import { ShotList, type Shot } from '../components/shot-list';
import { useCamera } from '../use-camera';
import { paths } from '@/lib/paths';
import { ChevronSelect } from '@/components/chevron-select';

/**
 * /camera (手机同步拍照), outside the shell and made for a phone: the member takes photos with the phone's camera
 * during an open authorisation and each one is uploaded at once (use-image save), to appear on the use record and
 * on the wall display. Without a usable camera it says why, and the phone's own camera app remains as a fallback.
 */
export default function CameraPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const open = useOpenAuthorizations();
  const camera = useCamera();
  const [shots, setShots] = useState<Shot[]>([]);
  const nextId = useRef(1);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = open.data?.list ?? [];
  const empowerNo = params.get('empowerNo') ?? (list.length === 1 ? list[0]!.empowerNo : '');
  const chosen = list.find((a) => a.empowerNo === empowerNo);

  // The previews live as long as the page.
  const previews = useRef<string[]>([]);
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const patch = (id: number, change: Partial<Shot>) =>
    setShots((all) => all.map((s) => (s.id === id ? { ...s, ...change } : s)));

  const send = async (shot: Shot) => {
    patch(shot.id, { state: 'uploading', progress: 0, error: null });
    try {
      const answer = await uploadPhoto(empowerNo, shot.file, (progress) => patch(shot.id, { progress }));
      patch(shot.id, { state: 'done', progress: 100, useRecordId: answer.useRecordId });
    } catch (error) {
      patch(shot.id, { state: 'failed', error: error instanceof ApiError ? error.message : null });
    }
  };

  const add = (file: File) => {
    const previewUrl = URL.createObjectURL(file);
    previews.current.push(previewUrl);
    const shot: Shot = {
      id: nextId.current++,
      previewUrl,
      file,
      state: 'uploading',
      progress: 0,
      useRecordId: null,
      error: null,
    };
    setShots((all) => [shot, ...all]);
    void send(shot);
  };

  const take = async () => {
    const file = await camera.capture();
    if (file) add(file);
  };

  const ready = chosen !== undefined;
  return (
    <div className="min-h-full bg-slate-950">
      <main className="mx-auto flex max-w-md flex-col gap-4 px-4 pb-8 pt-4 text-slate-100">
        <header className="flex items-center justify-between">
          <h1 className="text-lg font-semibold">{t('camera.title')}</h1>
          <Link to={paths.authorization.activate} className="text-sm text-sky-300">
            {t('camera.back')}
          </Link>
        </header>

        {open.isPending ? (
          <p className="text-sm text-slate-400">{t('wall.loading')}</p>
        ) : list.length === 0 ? (
          <p role="alert" className="rounded-md bg-amber-500/15 p-3 text-sm text-amber-200">
            {t('camera.noAuthorization')}
          </p>
        ) : (
          <label className="flex flex-col gap-1 text-sm">
            <span className="text-slate-400">{t('camera.authorization')}</span>
            <ChevronSelect
              value={empowerNo}
              onChange={(e) => setParams({ empowerNo: e.target.value }, { replace: true })}
              className="rounded-md border-slate-700 bg-slate-900 py-2 pl-3 text-slate-100"
            >
              {chosen ? null : <option value="">{t('camera.choose')}</option>}
              {list.map((a) => (
                <option key={a.empowerNo} value={a.empowerNo}>
                  {t('camera.authOption', { device: a.deviceName, no: a.empowerNo, left: a.useCount - a.usedCount })}
                </option>
              ))}
            </ChevronSelect>
          </label>
        )}

        <div className="relative overflow-hidden rounded-xl bg-black">
          <video
            ref={camera.videoRef}
            playsInline
            muted
            className={`aspect-[3/4] w-full object-cover ${camera.state === 'ready' ? '' : 'invisible'}`}
            aria-label={t('camera.preview')}
          />
          {camera.state !== 'ready' ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
              {camera.state === 'starting' ? (
                <p role="status" className="text-sm text-slate-400">
                  {t('camera.starting')}
                </p>
              ) : (
                <>
                  <p role="alert" className="text-sm text-rose-200">
                    {t(`camera.problems.${camera.problem ?? 'failed'}`)}
                  </p>
                  {camera.problem !== 'unsupported' ? (
                    <button
                      type="button"
                      onClick={camera.retry}
                      className="rounded-md border border-slate-600 px-3 py-1.5 text-sm"
                    >
                      {t('camera.retry')}
                    </button>
                  ) : null}
                </>
              )}
            </div>
          ) : null}
        </div>

        <div className="flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={camera.switchFacing}
            disabled={camera.state !== 'ready'}
            className="rounded-md border border-slate-700 px-3 py-2 text-sm disabled:opacity-40"
          >
            {t('camera.switch')}
          </button>
          <button
            type="button"
            onClick={() => void take()}
            disabled={!ready || camera.state !== 'ready'}
            aria-label={t('camera.take')}
            className="h-16 w-16 rounded-full border-4 border-white bg-sky-500 shadow-lg active:scale-95 disabled:bg-slate-600 disabled:opacity-50"
          />
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={!ready}
            className="rounded-md border border-slate-700 px-3 py-2 text-sm disabled:opacity-40"
          >
            {t('camera.systemCamera')}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png"
            capture="environment"
            className="hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) add(file);
              e.target.value = '';
            }}
          />
        </div>
        {!ready && list.length > 0 ? (
          <p className="text-center text-xs text-slate-400">{t('camera.chooseFirst')}</p>
        ) : null}

        <ShotList shots={shots} onRetry={(shot) => void send(shot)} />
      </main>
    </div>
  );
}
