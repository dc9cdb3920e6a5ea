import { describe, expect, it } from 'vitest';
import {
  compactLayout,
  defaultDashboardLayouts,
  layoutBreakpoints,
  layoutGrid,
  layoutProblem,
  normaliseLayouts,
  sizeLimits,
  widgetIds,
  type DashboardLayouts,
} from '@contract/dashboard';
import { kpiArrangement } from '@/components/widgets/kpi-widget';
import { GRID_MARGIN, ROW_HEIGHT } from '@/features/dashboard/layout-model';

const [GAP] = GRID_MARGIN;
// The console card around a widget's body: a 44 px title bar and a 1 px border all round.
const CARD_CHROME_H = 44 + 2;
const CARD_CHROME_W = 2;
const consoleKpi = { padding: 12, itemWidth: 130, itemHeight: 58 };
// The narrowest container the 4-column breakpoint is drawn in: a 700 px window beside the collapsed sidebar, less.
const NARROWEST = 320;

/** The body (px) of a widget w columns wide and h rows high in the breakpoint's narrowest container. */
function bodyAt(bp: (typeof layoutBreakpoints)[number], w: number, h: number) {
  const { cols, minWidth } = layoutGrid[bp];
  const container = Math.max(minWidth, NARROWEST);
  const column = (container - (cols - 1) * GAP) / cols;
  return {
    width: Math.floor(w * column + (w - 1) * GAP - CARD_CHROME_W),
    height: h * ROW_HEIGHT + (h - 1) * GAP - CARD_CHROME_H,
  };
}

describe('compaction', () => {
  it('lifts widgets into the hole a drag left and keeps their columns', () => {
    const compacted = compactLayout([
      { i: 'kpis', x: 0, y: 0, w: 12, h: 3 },
      { i: 'deviceMap', x: 0, y: 9, w: 7, h: 8 },
      { i: 'alerts', x: 7, y: 30, w: 5, h: 5 },
    ]);
    expect(compacted).toEqual([
      { i: 'alerts', x: 7, y: 3, w: 5, h: 5 },
      { i: 'deviceMap', x: 0, y: 3, w: 7, h: 8 },
      { i: 'kpis', x: 0, y: 0, w: 12, h: 3 },
    ]);
  });

  it('moves an overlapping widget below the one it covers', () => {
    const compacted = compactLayout([
      { i: 'kpis', x: 0, y: 0, w: 12, h: 3 },
      { i: 'alerts', x: 2, y: 1, w: 3, h: 3 },
    ]);
    expect(compacted.find((item) => item.i === 'alerts')).toMatchObject({ x: 2, y: 3 });
  });

  it('leaves the default layouts as they are: they are compact and within every limit', () => {
    const normal = normaliseLayouts(defaultDashboardLayouts);
    for (const bp of ['lg', 'md'] as const) {
      const sorted = [...defaultDashboardLayouts[bp]!].sort((a, b) => a.i.localeCompare(b.i));
      expect(normal[bp]).toEqual(sorted);
    }
    expect(layoutProblem(normal)).toBeNull();
  });
});

describe('size limits per breakpoint', () => {
  it('gives the head numbers more rows where the window is narrow', () => {
    expect(sizeLimits('kpis', 'lg')).toMatchObject({ minW: 6, minH: 3 });
    expect(sizeLimits('kpis', 'sm')).toMatchObject({ minW: 6, minH: 3 });
    expect(sizeLimits('kpis', 'xs')).toMatchObject({ minW: 4, minH: 4 });
  });

  it('refuses head numbers too low for the breakpoint, and normalising heals them', () => {
    const low: DashboardLayouts = {
      lg: [{ i: 'kpis', x: 0, y: 0, w: 12, h: 3 }],
      xs: [{ i: 'kpis', x: 0, y: 0, w: 4, h: 3 }],
    };
    expect(layoutProblem(low)).toBe('e.layoutSize');
    const healed = normaliseLayouts(low);
    expect(healed.xs).toEqual([{ i: 'kpis', x: 0, y: 0, w: 4, h: 4 }]);
    expect(layoutProblem(healed)).toBeNull();
  });

  it('derives a narrower breakpoint from the wider one within its columns and limits', () => {
    const normal = normaliseLayouts({ lg: defaultDashboardLayouts.lg });
    for (const item of normal.xs) {
      expect(item.x + item.w).toBeLessThanOrEqual(4);
      expect(item.h).toBeGreaterThanOrEqual(sizeLimits(item.i, 'xs').minH);
    }
    expect(layoutProblem(normal)).toBeNull();
  });

  it('at its smallest size on every breakpoint and page zoom, the head numbers all fit their box unscrolled', () => {
    // The grid's rows, gaps and breakpoints grow with the zoom of wide screens as the numbers' type does.
    for (const zoom of [1, 1.33, 2]) {
      for (const bp of layoutBreakpoints) {
        const { minW, minH } = sizeLimits('kpis', bp);
        const body = bodyAt(bp, minW, minH);
        const box = { width: Math.floor(body.width * zoom), height: Math.floor(body.height * zoom) };
        expect(kpiArrangement(box, consoleKpi, zoom), `${bp} at ${zoom}`).toMatchObject({ scroll: false });
      }
    }
    // Unzoomed grid rows under zoomed type (the grid before it followed the zoom): the numbers did not fit.
    expect(kpiArrangement({ width: 1090, height: 139 }, consoleKpi, 1.33)).toMatchObject({ scroll: true });
  });

  it('keeps every widget’s minimum within its breakpoint’s columns', () => {
    for (const bp of layoutBreakpoints) {
      for (const id of widgetIds) expect(sizeLimits(id, bp).minW).toBeLessThanOrEqual(layoutGrid[bp].cols);
    }
  });
});

describe('the head numbers’ arrangement follows their box', () => {
  it('one row where wide, two or three rows where narrow, and a scroll only in a box too small', () => {
    expect(kpiArrangement({ width: 1150, height: 82 }, consoleKpi)).toEqual({ perRow: 6, scroll: false });
    expect(kpiArrangement({ width: 590, height: 154 }, consoleKpi)).toEqual({ perRow: 3, scroll: false });
    expect(kpiArrangement({ width: 400, height: 226 }, consoleKpi)).toEqual({ perRow: 2, scroll: false });
    // Too narrow for a row of six and too low for two rows: scrolls instead of cutting the numbers in half.
    expect(kpiArrangement({ width: 700, height: 67 }, consoleKpi)).toEqual({ perRow: 3, scroll: true });
  });
});
