import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { SignedImage } from '@/components/signed-image';
import { useTranslation } from '@/lib/i18n';
import { feedStampingsAtom } from '@/lib/live-data/recent-feed';
import type { Stamping } from '@/lib/realtime';
import { Panel, PanelNote } from './panel';
import { localClock } from '@/lib/local-time';

/** How many stampings the feed draws (the rest of the kept ones would be below the fold). */
const SHOWN = 10;
const TYPE_EXCEPTIONS = new Set(['privileged', 'offline']);

const StampingCard = memo(function StampingCard({ s }: { s: Stamping }) {
  const { t } = useTranslation();
  const photo = s.photos[0];
  const use = s.use;
  const device = use?.deviceName ?? photo?.deviceName ?? '';
  const person = use?.userName ?? photo?.userName ?? t('wall.feed.unknownPerson');
  const place = use?.address ?? photo?.address ?? t('wall.feed.unknownPlace');
  return (
    <li
      data-event-id={s.firstEventId || undefined}
      data-event-at={s.at}
      className="wall-feed-in flex gap-3 rounded-sm border border-sky-400/15 bg-sky-950/30 p-2"
    >
      <div className="relative h-[5.6rem] w-[8.4rem] shrink-0 overflow-hidden rounded-sm bg-slate-900/80">
        {photo ? (
          <SignedImage
            fileId={photo.fileId}
            url={photo.url}
            alt={t('wall.feed.photoOf', { device })}
            className="h-full w-full object-cover"
            decoding="async"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-[0.75rem] text-slate-500">
            {t('wall.feed.noPhoto')}
          </span>
        )}
        {s.photos.length > 1 ? (
          <span className="absolute bottom-1 right-1 rounded bg-black/60 px-1.5 text-[0.7rem] text-white">
            +{s.photos.length - 1}
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-between py-0.5">
        <div className="flex items-baseline justify-between gap-2">
          <span className="truncate text-[0.95rem] font-semibold text-sky-50">{device}</span>
          <time className="shrink-0 text-[0.8rem] text-cyan-300" dateTime={use?.usedAt ?? s.at}>
            {localClock(use?.usedAt ?? photo?.takenAt ?? s.at)}
          </time>
        </div>
        <span className="truncate text-[0.82rem] text-slate-300">
          {person}
          {use?.departmentName ? <span className="text-slate-400"> · {use.departmentName}</span> : null}
        </span>
        <span className="truncate text-[0.78rem] text-slate-400">{place}</span>
        <span className="flex gap-1.5">
          {use ? (
            <span
              className={`rounded-sm px-1.5 text-[0.72rem] ${use.exceptionKind ? 'bg-rose-400/20 text-rose-200' : 'bg-sky-400/15 text-sky-200'}`}
            >
              {t(`useRecord.useTypes.${use.useType}`)}
            </span>
          ) : (
            <span className="rounded-sm bg-violet-400/15 px-1.5 text-[0.72rem] text-violet-200">
              {t(`wall.feed.source.${photo?.source ?? 'device'}`)}
            </span>
          )}
          {/* Privileged and offline stamps are exceptions by their type, which the first badge already says. */}
          {use?.exceptionKind && !TYPE_EXCEPTIONS.has(use.exceptionKind) ? (
            <span className="rounded-sm bg-rose-400/20 px-1.5 text-[0.72rem] text-rose-200">
              {t(`useRecord.exceptionKinds.${use.exceptionKind}`)}
            </span>
          ) : null}
        </span>
      </div>
    </li>
  );
});

/** The latest stampings with their photos (from the database at once, then live), newest on top; new ones slide in. */
export function StampFeed() {
  const { t } = useTranslation();
  const stampings = useAtomValue(feedStampingsAtom);
  return (
    <Panel title={t('wall.feed.title')} className="flex-[3]" bodyClassName="overflow-hidden px-3 py-2.5">
      {stampings.length === 0 ? (
        <PanelNote>{t('wall.feed.empty')}</PanelNote>
      ) : (
        <ol className="space-y-2" aria-live="off">
          {stampings.slice(0, SHOWN).map((s) => (
            <StampingCard key={s.key} s={s} />
          ))}
        </ol>
      )}
    </Panel>
  );
}
