import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { PhotoViewer, type ViewerPhoto } from '@/components/photo-viewer';
import { SignedImage } from '@/components/signed-image';
import { useTranslation } from '@/lib/i18n';
import { feedStampingsAtom } from '@/lib/live-data/recent-feed';
import { WidgetNote } from '../components/widget-frame';
import { localClock } from '@/lib/local-time';

/** The photos of the latest stampings (from the database at once, then live), newest first; one opens in the viewer. */
export default function RecentPhotosWidget() {
  const { t } = useTranslation();
  const stampings = useAtomValue(feedStampingsAtom);
  const [open, setOpen] = useState<number | null>(null);
  const photos = useMemo(
    () =>
      stampings.flatMap((s) =>
        s.photos.map((p) => {
          const device = s.use?.deviceName ?? p.deviceName;
          const person = s.use?.userName ?? p.userName;
          const time = localClock(s.use?.usedAt ?? p.takenAt);
          return {
            id: p.fileId,
            url: p.url,
            caption: [device, person, time].filter(Boolean).join(' · '),
            device,
            time,
            place: s.use?.address ?? p.address,
          };
        }),
      ),
    [stampings],
  );
  if (photos.length === 0) return <WidgetNote>{t('board.photos.none')}</WidgetNote>;
  const viewer: ViewerPhoto[] = photos;
  return (
    <>
      <ul className="absolute inset-0 grid auto-rows-min grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3 overflow-y-auto p-3">
        {photos.map((p, index) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="group block w-full overflow-hidden rounded-md border border-slate-200 text-left focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500"
            >
              <SignedImage
                fileId={p.id}
                url={p.url}
                alt={p.caption}
                className="aspect-[4/3] w-full bg-slate-100 object-cover"
                loading="lazy"
              />
              <span className="flex gap-2 px-2 pt-1 text-xs">
                <span className="min-w-0 flex-1 truncate text-slate-700">{p.device}</span>
                <time className="shrink-0 tabular-nums text-slate-400">{p.time}</time>
              </span>
              <span className="block truncate px-2 pb-1 text-xs text-slate-400">{p.place ?? ''}</span>
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer photos={viewer} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
