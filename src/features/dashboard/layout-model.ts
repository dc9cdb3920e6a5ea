import {
  layoutBreakpoints,
  layoutGrid,
  layoutProblem,
  normaliseLayouts,
  sizeLimits,
  widgetIds,
  type DashboardLayouts,
  type LayoutBreakpoint,
  type LayoutItem,
  type WidgetId,
} from '@contract/dashboard';

/** What react-grid-layout reads and writes: an item per widget, with the widget's size limits. */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW?: number;
  minH?: number;
  maxH?: number;
}
export type GridLayouts = Partial<Record<string, readonly GridItem[]>>;

/** The grid's breakpoints and columns, from the contract (the server validates against the same numbers). */
export const gridBreakpoints = Object.fromEntries(layoutBreakpoints.map((b) => [b, layoutGrid[b].minWidth])) as Record<
  LayoutBreakpoint,
  number
>;
export const gridCols = Object.fromEntries(layoutBreakpoints.map((b) => [b, layoutGrid[b].cols])) as Record<
  LayoutBreakpoint,
  number
>;

/** Grid rows and the gap between widgets (px): a widget h rows high is h * 56 + (h - 1) * 16 px. */
export const ROW_HEIGHT = 56;
export const GRID_MARGIN: [number, number] = [16, 16];

const isWidget = (id: string): id is WidgetId => (widgetIds as readonly string[]).includes(id);

/**
 * Stored layouts as grid items, normalised (a layout saved with a hole or under older size limits shows healed),
 * with each widget's size limits at the breakpoint for dragging and resizing.
 */
export function toGrid(layouts: DashboardLayouts): GridLayouts {
  const normal = normaliseLayouts(layouts);
  return Object.fromEntries(
    layoutBreakpoints.map((bp) => [bp, normal[bp].map((item) => ({ ...item, ...sizeLimits(item.i, bp) }))]),
  );
}

/** The grid's layouts as stored data: known widgets, whole numbers, limits dropped, sorted for comparison. */
export function fromGrid(grid: GridLayouts): DashboardLayouts {
  const pick = (bp: LayoutBreakpoint): LayoutItem[] | undefined =>
    grid[bp]
      ?.filter((item) => isWidget(item.i))
      .map(({ i, x, y, w, h }) => ({ i: i as WidgetId, x, y, w, h }))
      .sort((a, b) => a.i.localeCompare(b.i));
  const layouts: DashboardLayouts = { lg: pick('lg') ?? [] };
  for (const bp of ['md', 'sm', 'xs'] as const) {
    const items = pick(bp);
    if (items) layouts[bp] = items;
  }
  return layouts;
}

export function sameLayouts(a: DashboardLayouts, b: DashboardLayouts): boolean {
  return JSON.stringify(normaliseLayouts(a)) === JSON.stringify(normaliseLayouts(b));
}

/**
 * The layouts worth saving after the user moved something, normalised (compacted, so a drag never stores a hole),
 * or null (unchanged, or nothing left to show).
 */
export function layoutsToSave(grid: GridLayouts, saved: DashboardLayouts): DashboardLayouts | null {
  const next = normaliseLayouts(fromGrid(grid));
  if (next.lg.length === 0 || sameLayouts(next, saved)) return null;
  return layoutProblem(next) === null ? next : null;
}
