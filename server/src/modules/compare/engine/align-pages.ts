import { similarity } from './text-diff';

/** A page of the old version matched to one of the new (0-based), or a page only one of them has. */
export type PagePair =
  | { oldPage: number; newPage: number; moved: boolean }
  | { oldPage: number; newPage: null; moved: false }
  | { oldPage: null; newPage: number; moved: false };

/** Pages this alike (bigram Dice) are the same page, edited; below it a page is taken as added or removed. */
const SAME_PAGE = 0.35;

/**
 * Aligns pages by their text: the most alike pair first, then the next among those left. Matched pages out of their
 * old order (outside the longest run kept in order) are moved. Without text on either side pages pair by position.
 * Pairs come in the new version's order, removed pages after the new page that followed them.
 */
export function alignPages(before: string[], after: string[]): PagePair[] {
  const textual = before.some((t) => t.trim()) && after.some((t) => t.trim());
  const matchOf = new Map<number, number>();
  if (!textual) for (let i = 0; i < Math.min(before.length, after.length); i++) matchOf.set(i, i);
  else {
    const candidates: { o: number; n: number; s: number }[] = [];
    before.forEach((o, oi) =>
      after.forEach((n, ni) => {
        const s = similarity(o, n);
        // Ties go to the page at the same position.
        if (s >= SAME_PAGE) candidates.push({ o: oi, n: ni, s: s - Math.abs(oi - ni) * 1e-6 });
      }),
    );
    candidates.sort((x, y) => y.s - x.s);
    const used = new Set<number>();
    for (const c of candidates)
      if (!matchOf.has(c.n) && !used.has(c.o)) {
        matchOf.set(c.n, c.o);
        used.add(c.o);
      }
  }
  const inOrder = longestIncreasing([...matchOf.entries()].sort((x, y) => x[0] - y[0]).map(([, o]) => o));
  const pairs: PagePair[] = [];
  const matchedOld = new Set(matchOf.values());
  let nextOld = 0;
  const flushRemoved = (upTo: number) => {
    for (; nextOld < upTo; nextOld++)
      if (!matchedOld.has(nextOld)) pairs.push({ oldPage: nextOld, newPage: null, moved: false });
  };
  after.forEach((_, n) => {
    const o = matchOf.get(n);
    if (o === undefined) {
      pairs.push({ oldPage: null, newPage: n, moved: false });
      return;
    }
    if (inOrder.has(o)) flushRemoved(o + 1);
    pairs.push({ oldPage: o, newPage: n, moved: !inOrder.has(o) });
  });
  flushRemoved(before.length);
  return pairs;
}

/** The values of the longest strictly increasing subsequence. */
function longestIncreasing(values: number[]): Set<number> {
  const tails: number[] = [];
  const tailAt: number[] = [];
  const previous: number[] = new Array<number>(values.length).fill(-1);
  values.forEach((v, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = v;
    tailAt[lo] = i;
    previous[i] = lo > 0 ? tailAt[lo - 1]! : -1;
  });
  const kept = new Set<number>();
  for (let i = tailAt[tails.length - 1] ?? -1; i >= 0; i = previous[i]!) kept.add(values[i]!);
  return kept;
}
