import type { Change, Seal } from '@contract/compare';
import type { useTranslation } from '@/lib/i18n';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** Where a change is: the new version's page, or the old one's for a removed page. */
export function changePage(t: TFunction, c: Change) {
  return c.newPage !== null
    ? t('compare.change.page', { n: c.newPage })
    : t('compare.change.oldPage', { n: c.oldPage ?? 0 });
}

/** A 'seal' change stands for the seal on its page whose box it carries. */
export const isSealChange = (s: Seal, c: Change) =>
  c.kind === 'seal' && s.page === c.newPage && s.box.x === c.newBox?.x && s.box.y === c.newBox.y;

export function sealOf(seals: Seal[], c: Change): Seal | undefined {
  return seals.find((s) => isSealChange(s, c));
}

/** A change in one line of words (the change list's item, a mark's label). */
export function changeSummary(t: TFunction, c: Change, seals: Seal[]): string {
  switch (c.kind) {
    case 'pageAdded':
      return t('compare.change.pageAdded', { n: c.newPage ?? 0 });
    case 'pageRemoved':
      return t('compare.change.pageRemoved', { n: c.oldPage ?? 0 });
    case 'pageMoved':
      return t('compare.change.pageMoved', { from: c.oldPage ?? 0, to: c.newPage ?? 0 });
    case 'textChanged':
      return t('compare.change.textChanged', { old: c.oldText, new: c.newText });
    case 'textAdded':
      return t('compare.change.textAdded', { new: c.newText });
    case 'textRemoved':
      return t('compare.change.textRemoved', { old: c.oldText });
    case 'seal': {
      const seal = sealOf(seals, c);
      return t('compare.change.seal', { x: seal?.centreMm.x ?? 0, y: seal?.centreMm.y ?? 0 });
    }
    case 'visual':
      return t('compare.change.visual');
  }
}
