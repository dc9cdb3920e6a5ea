import { useTranslation } from '@/lib/i18n';

export interface Shot {
  id: number;
  previewUrl: string;
  file: File;
  state: 'uploading' | 'done' | 'failed';
  progress: number;
  /** Attached to this use record; null: kept for the authorisation's next use. */
  useRecordId: number | null;
  error: string | null;
}

/** The photos taken in this session, newest first, with their upload state; a failed one can be sent again. */
export function ShotList({ shots, onRetry }: { shots: Shot[]; onRetry: (shot: Shot) => void }) {
  const { t } = useTranslation();
  if (shots.length === 0) return null;
  const done = shots.filter((s) => s.state === 'done').length;
  return (
    <section aria-label={t('camera.shots')} className="space-y-2">
      <h2 className="text-sm text-slate-300">{t('camera.uploaded', { count: done, total: shots.length })}</h2>
      <ul className="grid grid-cols-3 gap-2">
        {shots.map((shot) => (
          <li key={shot.id} className="relative overflow-hidden rounded-md bg-slate-800">
            <img
              src={shot.previewUrl}
              alt={t('camera.shotAlt', { n: shot.id })}
              className="aspect-[3/4] w-full object-cover"
            />
            <div className="absolute inset-x-0 bottom-0 bg-black/65 px-1.5 py-1 text-[11px] leading-tight text-white">
              {shot.state === 'uploading' ? (
                <span role="status">{t('camera.uploading', { percent: shot.progress })}</span>
              ) : shot.state === 'done' ? (
                <span className="text-emerald-300">
                  {shot.useRecordId === null ? t('camera.keptForNext') : t('camera.attached')}
                </span>
              ) : (
                <button type="button" className="text-left text-rose-300 underline" onClick={() => onRetry(shot)}>
                  {shot.error ?? t('camera.failed')} · {t('camera.retry')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
