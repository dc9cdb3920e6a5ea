import { useEffect, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/lib/i18n';
import { SignedImage } from './signed-image';

export interface ViewerPhoto {
  /** The photo's file id: its key, and what a fresh link is asked for when `url` has expired. */
  id: string;
  url: string;
  /** What the photo shows, for the alt text and the caption (device, person, time). */
  caption: string;
}

const MIN_SCALE = 1;
const MAX_SCALE = 6;
const STEP = 1.25;

function clamp(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(scale * 100) / 100));
}

interface ViewerProps {
  photos: ViewerPhoto[];
  /** The photo shown; null: the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * A full-screen photo viewer: the wheel, + and - zoom, dragging pans a zoomed photo, the arrow keys go to the
 * previous and next photo, Escape closes. Each photo opens unzoomed, fitted to the window (100%).
 */
export function PhotoViewer({ photos, index, onIndex, onClose }: ViewerProps) {
  const { t } = useTranslation();
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const open = index !== null && photos[index] !== undefined;
  const count = photos.length;

  const go = (next: number) => {
    if (count === 0) return;
    onIndex((next + count) % count);
    setScale(1);
    setOffset({ x: 0, y: 0 });
  };
  const zoom = (factor: number) =>
    setScale((s) => {
      const next = clamp(s * factor);
      if (next === 1) setOffset({ x: 0, y: 0 });
      return next;
    });
  const reset = () => {
    setScale(1);
    setOffset({ x: 0, y: 0 });
  };

  // Keys act on the whole window while the viewer is open; the latest handlers are read through a ref.
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  keys.current = (e: KeyboardEvent) => {
    if (!open) return;
    if (e.key === 'Escape') onClose();
    else if (e.key === 'ArrowRight') go((index ?? 0) + 1);
    else if (e.key === 'ArrowLeft') go((index ?? 0) - 1);
    else if (e.key === '+' || e.key === '=') zoom(STEP);
    else if (e.key === '-' || e.key === '_') zoom(1 / STEP);
    else if (e.key === '0') reset();
    else return;
    e.preventDefault();
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => keys.current(e);
    // Focus moves into the viewer and back to what opened it (the thumbnail) when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    window.addEventListener('keydown', onKey);
    panel.current?.focus();
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  const photo = photos[index]!;

  const onWheel = (e: WheelEvent) => zoom(e.deltaY < 0 ? STEP : 1 / STEP);
  const onPointerDown = (e: PointerEvent) => {
    if (scale === 1) return;
    drag.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    setOffset({ x: start.ox + e.clientX - start.x, y: start.oy + e.clientY - start.y });
  };
  const endDrag = () => {
    drag.current = null;
  };
  const button = 'rounded-md bg-white/10 px-3 py-1.5 text-sm text-white hover:bg-white/20 disabled:opacity-40';

  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={t('useRecord.viewer.title')}
      tabIndex={-1}
      className="fixed inset-0 z-[100] flex flex-col bg-slate-950/95 outline-none"
    >
      <div className="flex flex-wrap items-center gap-2 px-4 py-3 text-sm text-slate-200">
        <span className="min-w-0 flex-1 truncate">{photo.caption}</span>
        <span>{t('useRecord.viewer.position', { index: index + 1, total: count })}</span>
        <span aria-live="polite">{t('useRecord.viewer.zoom', { percent: Math.round(scale * 100) })}</span>
        <button type="button" className={button} onClick={() => zoom(1 / STEP)} disabled={scale <= MIN_SCALE}>
          {t('useRecord.viewer.zoomOut')}
        </button>
        <button type="button" className={button} onClick={() => zoom(STEP)} disabled={scale >= MAX_SCALE}>
          {t('useRecord.viewer.zoomIn')}
        </button>
        <button type="button" className={button} onClick={reset}>
          {t('useRecord.viewer.reset')}
        </button>
        <button type="button" className={button} onClick={onClose}>
          {t('useRecord.viewer.close')}
        </button>
      </div>
      <div
        className={`relative min-h-0 flex-1 overflow-hidden ${scale > 1 ? 'cursor-grab active:cursor-grabbing' : ''}`}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <SignedImage
          fileId={photo.id}
          url={photo.url}
          alt={photo.caption}
          draggable={false}
          data-scale={scale}
          style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})` }}
          className="absolute inset-0 h-full w-full select-none object-contain p-4 transition-transform duration-75"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label={t('useRecord.viewer.prev')}
              onClick={() => go(index - 1)}
              className="absolute top-1/2 left-4 -translate-y-1/2 rounded-full bg-white/10 px-3 py-2 text-xl text-white hover:bg-white/20"
            >
              ‹
            </button>
            <button
              type="button"
              aria-label={t('useRecord.viewer.next')}
              onClick={() => go(index + 1)}
              className="absolute top-1/2 right-4 -translate-y-1/2 rounded-full bg-white/10 px-3 py-2 text-xl text-white hover:bg-white/20"
            >
              ›
            </button>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

/** Thumbnails that open the viewer; each is a button named by its caption. */
export function PhotoThumbs({ photos, onOpen }: { photos: ViewerPhoto[]; onOpen: (index: number) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <button
            type="button"
            onClick={() => onOpen(i)}
            aria-label={t('useRecord.viewer.open', { index: i + 1 })}
            className="group block w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
          >
            <SignedImage
              fileId={photo.id}
              url={photo.url}
              alt={photo.caption}
              loading="lazy"
              className="aspect-[4/3] w-full object-cover transition group-hover:scale-105"
            />
          </button>
          <p className="mt-1 line-clamp-2 text-xs text-slate-500" title={photo.caption}>
            {photo.caption}
          </p>
        </li>
      ))}
    </ul>
  );
}
