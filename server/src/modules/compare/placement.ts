import type { ExpectedArea, Placement, Seal } from '../../../../contract/compare';
import { MM_PER_PT } from './engine/geometry';

/**
 * Where the seal landed against the area the user expected it in: a seal on that page whose centre lies in the area
 * is "inside"; otherwise the nearest seal's centre on the page is "outside" by its distance to the area's edge; no
 * seal on the page is "missing". The centre decides because an impression is often larger than the marked spot.
 */
export function placementOf(expected: ExpectedArea, seals: readonly Seal[]): Placement {
  const { box } = expected;
  const offsets = seals
    .filter((s) => s.page === expected.page)
    .map((s) => {
      const x = s.centreMm.x / MM_PER_PT;
      const y = s.centreMm.y / MM_PER_PT;
      const dx = Math.max(box.x - x, 0, x - (box.x + box.w));
      const dy = Math.max(box.y - y, 0, y - (box.y + box.h));
      return Math.hypot(dx, dy) * MM_PER_PT;
    });
  if (offsets.length === 0) return { state: 'missing', offsetMm: null };
  const nearest = Math.round(Math.min(...offsets) * 10) / 10;
  return { state: nearest === 0 ? 'inside' : 'outside', offsetMm: nearest };
}
