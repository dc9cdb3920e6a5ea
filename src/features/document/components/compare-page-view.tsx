import type { Box, ComparedPage } from '@contract/compare';
import { SignedImage } from '@/components/signed-image';

export type MarkTone = 'removed' | 'added' | 'visual' | 'seal' | 'expected';

export interface PageMark {
  key: string;
  box: Box;
  tone: MarkTone;
  label: string;
  selected: boolean;
  onSelect?: () => void;
}

const toneClass: Record<MarkTone, string> = {
  removed: 'border-red-500 bg-red-400/20',
  added: 'border-emerald-500 bg-emerald-400/20',
  visual: 'border-amber-500 bg-amber-300/20',
  seal: 'rounded-full border-blue-600 border-dashed',
  expected: 'border-violet-600 border-dotted bg-violet-400/10',
};

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * One rendered page with its marks laid over it: boxes in points are placed in percent of the page, so they follow
 * the image at any width. A missing page (added or removed on the other side) shows why it is empty.
 */
export function ComparePageView({
  page,
  alt,
  marks,
  missing,
}: {
  page: ComparedPage | null;
  alt: string;
  marks: PageMark[];
  missing: string;
}) {
  if (!page)
    return (
      <div className="flex aspect-[210/297] items-center justify-center rounded border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-400">
        {missing}
      </div>
    );
  return (
    <div
      className="relative overflow-hidden rounded border border-slate-200 bg-white shadow-sm"
      style={{ aspectRatio: `${page.widthPt} / ${page.heightPt}` }}
    >
      <SignedImage fileId={page.imageFileId} url="" alt={alt} className="absolute inset-0 h-full w-full" />
      {marks.map((m) => (
        <button
          key={m.key}
          type="button"
          title={m.label}
          aria-label={m.label}
          aria-pressed={m.selected}
          onClick={m.onSelect}
          className={`absolute border-2 ${toneClass[m.tone]} ${m.selected ? 'ring-4 ring-blue-500/60' : ''}`}
          style={{
            left: percent(m.box.x, page.widthPt),
            top: percent(m.box.y, page.heightPt),
            width: percent(Math.max(m.box.w, 4), page.widthPt),
            height: percent(Math.max(m.box.h, 4), page.heightPt),
          }}
        />
      ))}
    </div>
  );
}
