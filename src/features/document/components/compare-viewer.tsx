import type { Change, ComparedPage, ExpectedArea, PagePair, Seal } from '@contract/compare';
import { useTranslation } from '@/lib/i18n';
import { changeSummary, isSealChange } from './change-text';
import { ComparePageView, type PageMark } from './compare-page-view';

interface Props {
  oldPages: ComparedPage[];
  newPages: ComparedPage[];
  pairs: PagePair[];
  changes: Change[];
  seals: Seal[];
  /** After stamping: where the seal was expected, outlined on its page of the new version. */
  expected: ExpectedArea | null;
  selected: number | null;
  onSelect: (index: number) => void;
}

/** The element id of a pair's row, which the change list scrolls to. */
export const pairRowId = (index: number) => `compare-pair-${index}`;

/** The row of the viewer a change is shown in. */
export function pairOf(pairs: PagePair[], c: Change) {
  return pairs.findIndex((p) => p.oldPage === c.oldPage && p.newPage === c.newPage);
}

/**
 * Both versions side by side, page pairs in rows of one scrolling pane, so the two sides always scroll together.
 * Old words are marked red on the left, new words green on the right, other visual differences amber, and every
 * seal found on the new version circled in blue (a dashed circle for one the old version had too); the area where
 * the seal was expected is outlined in violet.
 */
export function CompareViewer({ oldPages, newPages, pairs, changes, seals, expected, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const marksOf = (pair: PagePair, side: 'old' | 'new'): PageMark[] => {
    const marks: PageMark[] = [];
    changes.forEach((c, i) => {
      if (c.oldPage !== pair.oldPage || c.newPage !== pair.newPage || c.kind === 'seal') return;
      const box = side === 'old' ? c.oldBox : c.newBox;
      if (!box) return;
      const tone = c.kind === 'visual' ? 'visual' : side === 'old' ? 'removed' : 'added';
      marks.push({
        key: `c${i}`,
        box,
        tone,
        label: changeSummary(t, c, seals),
        selected: selected === i,
        onSelect: () => onSelect(i),
      });
    });
    if (side === 'new' && expected && expected.page === pair.newPage)
      marks.push({
        key: 'expected',
        box: expected.box,
        tone: 'expected',
        label: t('compare.viewer.expected'),
        selected: false,
      });
    if (side === 'new')
      seals.forEach((s, j) => {
        if (s.page !== pair.newPage) return;
        const index = changes.findIndex((c) => isSealChange(s, c));
        marks.push({
          key: `s${j}`,
          box: s.box,
          tone: 'seal',
          label: t(s.isNew ? 'compare.viewer.newSeal' : 'compare.viewer.seal', { x: s.centreMm.x, y: s.centreMm.y }),
          selected: index >= 0 && selected === index,
          onSelect: index >= 0 ? () => onSelect(index) : undefined,
        });
      });
    return marks;
  };

  return (
    <div className="rounded-lg border border-slate-200 bg-slate-100">
      <div className="grid grid-cols-2 gap-4 border-b border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-600">
        <span>{t('compare.viewer.old')}</span>
        <span>{t('compare.viewer.new')}</span>
      </div>
      <div data-testid="compare-viewer" className="max-h-[75vh] space-y-6 overflow-y-auto p-4">
        {pairs.map((pair, i) => (
          <div key={i} id={pairRowId(i)} className="scroll-mt-4">
            <div className="grid grid-cols-2 gap-4">
              {(['old', 'new'] as const).map((side) => {
                const no = side === 'old' ? pair.oldPage : pair.newPage;
                const page = no === null ? null : ((side === 'old' ? oldPages : newPages)[no - 1] ?? null);
                return (
                  <div key={side}>
                    <p className="mb-1 flex items-center gap-2 text-xs text-slate-500">
                      {no === null ? '\u00a0' : t('compare.change.page', { n: no })}
                      {page?.ocr ? <OcrNote /> : null}
                    </p>
                    <ComparePageView
                      page={page}
                      alt={t(side === 'old' ? 'compare.viewer.oldAlt' : 'compare.viewer.newAlt', { n: no ?? 0 })}
                      marks={marksOf(pair, side)}
                      missing={t(side === 'old' ? 'compare.viewer.onlyNew' : 'compare.viewer.onlyOld')}
                    />
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The page's text was read by OCR: its words (and so its text changes) may hold misread characters. */
function OcrNote() {
  const { t } = useTranslation();
  return (
    <span
      title={t('compare.viewer.ocrHint')}
      className="rounded bg-sky-50 px-1.5 py-0.5 font-medium text-sky-700 ring-1 ring-sky-200"
    >
      {t('compare.viewer.ocr')}
    </span>
  );
}
