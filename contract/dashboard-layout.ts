import { z } from 'zod/mini';
import type { MessageKey } from './error-texts';

/*
 * The dashboard layout: data per user and unit (react-grid-layout items per breakpoint), with its rules in one
 * place for both sides: the sizes each widget may take per breakpoint, what the server refuses, and the
 * normalisation (sizes within limits, every breakpoint holding lg's widgets, compacted upwards without holes) that
 * the console applies before saving and the server applies to what it stored, so a layout saved under older rules
 * heals on its next load.
 */

export const widgetIds = [
  'kpis',
  'deviceMap',
  'useTimes',
  'pendingApprovals',
  'recentPhotos',
  'alerts',
  'deviceTypes',
  'anomalyOpen',
] as const;
export type WidgetId = (typeof widgetIds)[number];

export const layoutBreakpoints = ['lg', 'md', 'sm', 'xs'] as const;
export type LayoutBreakpoint = (typeof layoutBreakpoints)[number];
/** Columns and the smallest container width (px) of each breakpoint. */
export const layoutGrid: Record<LayoutBreakpoint, { cols: number; minWidth: number }> = {
  lg: { cols: 12, minWidth: 1200 },
  md: { cols: 10, minWidth: 996 },
  sm: { cols: 6, minWidth: 720 },
  xs: { cols: 4, minWidth: 0 },
};
/** The lowest row an item may start on. */
export const LAYOUT_MAX_Y = 200;

interface SizeLimits {
  minW: number;
  minH: number;
  maxH: number;
}

/**
 * The smallest and largest size each widget may take (grid units), with a breakpoint's own limits where the widget
 * needs them. The head numbers need about 130 px each: at its smallest width (6 columns of any breakpoint's narrowest
 * container) the widget shows three a row, two rows in 3 grid rows; in 4 columns (a narrow window) two a row, three
 * rows in 4 grid rows.
 */
const widgetSizes: Record<WidgetId, SizeLimits & { at?: Partial<Record<LayoutBreakpoint, Partial<SizeLimits>>> }> = {
  kpis: { minW: 6, minH: 3, maxH: 6, at: { xs: { minH: 4 } } },
  deviceMap: { minW: 4, minH: 4, maxH: 16 },
  useTimes: { minW: 3, minH: 3, maxH: 12 },
  pendingApprovals: { minW: 3, minH: 3, maxH: 12 },
  recentPhotos: { minW: 3, minH: 3, maxH: 12 },
  alerts: { minW: 3, minH: 3, maxH: 12 },
  deviceTypes: { minW: 3, minH: 3, maxH: 12 },
  anomalyOpen: { minW: 3, minH: 3, maxH: 8 },
};

/** A widget's size limits at a breakpoint; never wider than its columns. */
export function sizeLimits(id: WidgetId, bp: LayoutBreakpoint): SizeLimits {
  const { at, ...base } = widgetSizes[id];
  const limits = { ...base, ...at?.[bp] };
  return { ...limits, minW: Math.min(limits.minW, layoutGrid[bp].cols) };
}

export const layoutItemSchema = z.object({
  i: z.enum(widgetIds),
  x: z.int().check(z.minimum(0), z.maximum(11)),
  y: z.int().check(z.minimum(0), z.maximum(LAYOUT_MAX_Y)),
  w: z.int().check(z.minimum(1), z.maximum(12)),
  h: z.int().check(z.minimum(1), z.maximum(16)),
});
export type LayoutItem = z.infer<typeof layoutItemSchema>;

const items = z.array(layoutItemSchema).check(z.maxLength(widgetIds.length));
/** `lg` is required; a breakpoint without items of its own is derived from the next wider one. */
export const dashboardLayoutsSchema = z.object({
  lg: items,
  md: z.optional(items),
  sm: z.optional(items),
  xs: z.optional(items),
});
export type DashboardLayouts = z.infer<typeof dashboardLayoutsSchema>;

export const defaultDashboardLayouts: DashboardLayouts = {
  lg: [
    { i: 'kpis', x: 0, y: 0, w: 12, h: 3 },
    { i: 'deviceMap', x: 0, y: 3, w: 7, h: 8 },
    { i: 'recentPhotos', x: 7, y: 3, w: 5, h: 8 },
    { i: 'useTimes', x: 0, y: 11, w: 6, h: 5 },
    { i: 'deviceTypes', x: 6, y: 11, w: 3, h: 5 },
    { i: 'alerts', x: 9, y: 11, w: 3, h: 5 },
    { i: 'pendingApprovals', x: 0, y: 16, w: 9, h: 4 },
    { i: 'anomalyOpen', x: 9, y: 16, w: 3, h: 4 },
  ],
  // Its own arrangement for 10 columns (a 1440 px screen beside the sidebar): derived from lg, the photos would no
  // longer fit beside the map and would move below it, leaving a blank column.
  md: [
    { i: 'kpis', x: 0, y: 0, w: 10, h: 3 },
    { i: 'deviceMap', x: 0, y: 3, w: 6, h: 8 },
    { i: 'recentPhotos', x: 6, y: 3, w: 4, h: 8 },
    { i: 'useTimes', x: 0, y: 11, w: 4, h: 5 },
    { i: 'deviceTypes', x: 4, y: 11, w: 3, h: 5 },
    { i: 'alerts', x: 7, y: 11, w: 3, h: 5 },
    { i: 'pendingApprovals', x: 0, y: 16, w: 7, h: 4 },
    { i: 'anomalyOpen', x: 7, y: 16, w: 3, h: 4 },
  ],
};

const overlap = (p: LayoutItem, q: LayoutItem) =>
  p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h;

/** Why a layout is refused (null: it is sane): each widget once, inside the grid, within its sizes, no overlaps. */
export function layoutProblem(layouts: DashboardLayouts): MessageKey | null {
  for (const bp of layoutBreakpoints) {
    const list = layouts[bp];
    if (!list) continue;
    const { cols } = layoutGrid[bp];
    if (new Set(list.map((item) => item.i)).size !== list.length) return 'e.layoutDuplicate';
    for (const item of list) {
      if (item.x + item.w > cols) return 'e.layoutOutOfGrid';
      const size = sizeLimits(item.i, bp);
      if (item.w < size.minW || item.h < size.minH || item.h > size.maxH) return 'e.layoutSize';
    }
    for (let a = 0; a < list.length; a += 1) {
      for (let b = a + 1; b < list.length; b += 1) {
        if (overlap(list[a]!, list[b]!)) return 'e.layoutOverlap';
      }
    }
  }
  return null;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

/** The item within its limits at the breakpoint: its size first, then its column so that it fits the grid. */
function fitted(item: LayoutItem, bp: LayoutBreakpoint): LayoutItem {
  const { cols } = layoutGrid[bp];
  const size = sizeLimits(item.i, bp);
  const w = clamp(item.w, size.minW, cols);
  return {
    i: item.i,
    x: clamp(item.x, 0, cols - w),
    y: Math.max(0, item.y),
    w,
    h: clamp(item.h, size.minH, size.maxH),
  };
}

/**
 * Vertical compaction, as the grid does it: top to bottom (then left to right), each item rises while the rows
 * above it are free and sinks below whatever it overlaps, so no item floats over a hole and none overlap.
 */
export function compactLayout(list: readonly LayoutItem[]): LayoutItem[] {
  const placed: LayoutItem[] = [];
  const blocked = (item: LayoutItem) => placed.some((other) => overlap(item, other));
  for (const item of [...list].sort((a, b) => a.y - b.y || a.x - b.x)) {
    let y = Math.min(item.y, Math.max(0, ...placed.map((p) => p.y + p.h)));
    while (y > 0 && !blocked({ ...item, y: y - 1 })) y -= 1;
    while (blocked({ ...item, y })) y += 1;
    placed.push({ ...item, y });
  }
  return placed.sort((a, b) => a.i.localeCompare(b.i));
}

/**
 * The layouts as they should be shown and stored: lg's widgets (each once) on every breakpoint, a breakpoint
 * without its own items derived from the next wider one, sizes within the breakpoint's limits, compacted.
 */
export function normaliseLayouts(layouts: DashboardLayouts): Required<DashboardLayouts> {
  const ids = [...new Set(layouts.lg.map((item) => item.i))];
  const out: Partial<Record<LayoutBreakpoint, LayoutItem[]>> = {};
  let wider: LayoutItem[] = [];
  for (const bp of layoutBreakpoints) {
    const own = layouts[bp]?.length ? layouts[bp] : wider;
    const bottom = Math.max(0, ...own.map((item) => item.y + item.h));
    const list = ids.map((id) => {
      const item = own.find((candidate) => candidate.i === id);
      if (item) return fitted(item, bp);
      // A widget this breakpoint lacks goes below the others, as wide as on the wider breakpoint.
      const like = wider.find((candidate) => candidate.i === id) ?? { i: id, x: 0, y: 0, w: layoutGrid[bp].cols, h: 1 };
      return fitted({ ...like, y: bottom }, bp);
    });
    wider = compactLayout(list);
    out[bp] = wider;
  }
  return out as Required<DashboardLayouts>;
}
