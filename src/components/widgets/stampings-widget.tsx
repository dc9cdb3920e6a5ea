import { useAtomValue } from 'jotai';
import { memo, useCallback, useMemo, useState } from 'react';
import { PhotoViewer, type ViewerPhoto } from '@/components/photo-viewer';
import { SignedImage } from '@/components/signed-image';
import { useTranslation } from '@/lib/i18n';
import { feedStampingsAtom } from '@/lib/live-data/recent-feed';
import { slots } from '@/lib/frame-slots';
import { feedTime } from '@/lib/local-time';
import { slideIn } from '@/lib/slide-in';
import { useSlotted } from '@/lib/use-slotted';
import type { Stamping } from '@/lib/realtime';
import type { WidgetProps, WidgetTone } from './types';
import { WholeItemsList } from './whole-items-list';
import { WidgetNote } from './widget-note';

/**
 * A few more than fit the wall's panel (four or five at 16:9; its layout is in rem, so at 4K too): it draws only the
 * ones that fit whole.
 */
const WALL_SHOWN = 6;
/** Privileged and offline stamps are exceptions by their type, which the use-type badge already says. */
const TYPE_EXCEPTIONS = new Set(['privileged', 'offline']);

const looks = {
  console: {
    list: 'absolute inset-0 grid auto-rows-min grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3 overflow-y-auto p-3',
    card: 'flex flex-col overflow-hidden rounded-md border border-slate-200',
    photo: 'relative aspect-[4/3] w-full bg-slate-100',
    text: 'flex min-w-0 flex-col gap-0.5 px-2 py-1 text-xs',
    device: 'truncate text-slate-700',
    time: 'text-slate-400',
    person: 'truncate text-slate-500',
    place: 'truncate text-slate-400',
    badge: 'whitespace-nowrap rounded-sm px-1.5 text-[0.7rem]',
    useType: 'bg-slate-100 text-slate-600',
    exception: 'bg-rose-50 text-rose-700',
    source: 'bg-violet-50 text-violet-700',
  },
  wall: {
    card: 'wall-feed-in flex gap-3 rounded-sm border border-sky-400/15 bg-sky-950/30 p-2',
    photo: 'relative h-[5.6rem] w-[8.4rem] shrink-0 overflow-hidden rounded-sm bg-slate-900/80',
    text: 'flex min-w-0 flex-1 flex-col justify-between py-0.5',
    device: 'truncate text-[0.95rem] font-semibold text-sky-50',
    time: 'text-[0.8rem] text-cyan-300',
    person: 'truncate text-[0.82rem] text-slate-300',
    place: 'truncate text-[0.78rem] text-slate-400',
    badge: 'whitespace-nowrap rounded-sm px-1.5 text-[0.72rem]',
    useType: 'bg-sky-400/15 text-sky-200',
    exception: 'bg-rose-400/20 text-rose-200',
    source: 'bg-violet-400/15 text-violet-200',
  },
};

/** The wall's new cards slide in, in the side column's frames. */
const slideInWall = slideIn(slots.lists);

/** What a stamping's card says: from its use record, or from its first photo while the use has not arrived. */
function describe(s: Stamping, t: ReturnType<typeof useTranslation>['t']) {
  const photo = s.photos[0];
  const use = s.use;
  const device = use?.deviceName ?? photo?.deviceName ?? '';
  return {
    photo,
    device,
    person: use?.userName ?? photo?.userName ?? t('wall.feed.unknownPerson'),
    place: use?.address ?? photo?.address ?? t('wall.feed.unknownPlace'),
    at: use?.usedAt ?? photo?.takenAt ?? s.at,
  };
}

/**
 * One stamping: its photo (with '+n' for more), device and time, person and department, place, use type and
 * exception. Memoised: the feed's merged list keeps each stamping's object until it changes.
 */
const StampingCard = memo(function StampingCard({
  s,
  tone,
  onOpen,
}: {
  s: Stamping;
  tone: WidgetTone;
  /** Opens a photo in the viewer (console). */
  onOpen?: (fileId: string) => void;
}) {
  const { t } = useTranslation();
  const look = looks[tone];
  const { photo, device, person, place, at } = describe(s, t);
  const use = s.use;
  const picture = photo ? (
    <SignedImage
      fileId={photo.fileId}
      url={photo.url}
      alt={t('wall.feed.photoOf', { device })}
      className="h-full w-full object-cover"
      decoding="async"
      loading={tone === 'console' ? 'lazy' : undefined}
    />
  ) : (
    <span className="flex h-full items-center justify-center text-[0.75rem] text-slate-500">
      {t('wall.feed.noPhoto')}
    </span>
  );
  return (
    <li
      ref={tone === 'wall' ? slideInWall : undefined}
      data-event-id={s.firstEventId || undefined}
      data-event-at={s.at}
      className={look.card}
    >
      <div className={look.photo}>
        {onOpen && photo ? (
          <button
            type="button"
            onClick={() => onOpen(photo.fileId)}
            className="block h-full w-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500"
          >
            {picture}
          </button>
        ) : (
          picture
        )}
        {s.photos.length > 1 ? (
          <span className="pointer-events-none absolute bottom-1 right-1 rounded bg-black/60 px-1.5 text-[0.7rem] text-white">
            +{s.photos.length - 1}
          </span>
        ) : null}
      </div>
      <div className={look.text}>
        {/* A narrow card puts the time (with its date when older than today) under the name rather than cut the name. */}
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className={`max-w-full ${look.device}`} title={device}>
            {device}
          </span>
          <time className={`shrink-0 tabular-nums ${look.time}`} dateTime={at}>
            {feedTime(at)}
          </time>
        </div>
        <span className={look.person} title={[person, use?.departmentName].filter(Boolean).join(' · ')}>
          {person}
          {use?.departmentName ? <span className="opacity-80"> · {use.departmentName}</span> : null}
        </span>
        <span className={look.place} title={place}>
          {place}
        </span>
        <span className="flex flex-wrap gap-1.5">
          {use ? (
            <span className={`${look.badge} ${use.exceptionKind ? look.exception : look.useType}`}>
              {t(`useRecord.useTypes.${use.useType}`)}
            </span>
          ) : (
            <span className={`${look.badge} ${look.source}`}>{t(`wall.feed.source.${photo?.source ?? 'device'}`)}</span>
          )}
          {use?.exceptionKind && !TYPE_EXCEPTIONS.has(use.exceptionKind) ? (
            <span className={`${look.badge} ${look.exception}`}>
              {t(`useRecord.exceptionKinds.${use.exceptionKind}`)}
            </span>
          ) : null}
        </span>
      </div>
    </li>
  );
});

/** The console's tiles: the stampings with photos; a photo opens the viewer, which pages through all of them. */
function PhotoTiles({ stampings }: { stampings: Stamping[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const withPhotos = useMemo(() => stampings.filter((s) => s.photos.length > 0), [stampings]);
  const viewer = useMemo(
    () =>
      withPhotos.flatMap((s) => {
        const { device, person } = describe(s, t);
        return s.photos.map((p): ViewerPhoto => ({
          id: p.fileId,
          url: p.url,
          caption: [device, person, feedTime(s.use?.usedAt ?? p.takenAt)].filter(Boolean).join(' · '),
        }));
      }),
    [withPhotos, t],
  );
  const openAt = useCallback((fileId: string) => setOpen(viewer.findIndex((p) => p.id === fileId)), [viewer]);
  if (withPhotos.length === 0) return <WidgetNote tone="console">{t('board.photos.none')}</WidgetNote>;
  return (
    <>
      <ol className={looks.console.list}>
        {withPhotos.map((s) => (
          <StampingCard key={s.key} s={s} tone="console" onOpen={openAt} />
        ))}
      </ol>
      <PhotoViewer photos={viewer} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}

/** The wall's feed: the latest stampings newest on top, new ones sliding in. */
function StampingFeed({ stampings }: { stampings: Stamping[] }) {
  const { t } = useTranslation();
  if (stampings.length === 0) return <WidgetNote tone="wall">{t('wall.feed.empty')}</WidgetNote>;
  return (
    <WholeItemsList padding="px-3 py-2.5" listClassName="gap-2">
      {stampings.slice(0, WALL_SHOWN).map((s) => (
        <StampingCard key={s.key} s={s} tone="wall" />
      ))}
    </WholeItemsList>
  );
}

/**
 * The latest stampings with their photos (from the database at once, then live): photo tiles in the console, the
 * live feed on the wall (changed in the side column's turn, see frame-slots).
 */
export function StampingsWidget({ tone }: WidgetProps) {
  const stampings = useSlotted(useAtomValue(feedStampingsAtom), tone === 'wall' ? slots.lists : null);
  return tone === 'wall' ? <StampingFeed stampings={stampings} /> : <PhotoTiles stampings={stampings} />;
}
