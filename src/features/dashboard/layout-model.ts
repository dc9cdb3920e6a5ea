import {
  layoutBreakpoints,
  layoutGrid,
  layoutProblem,
  widgetIds,
  widgetSizes,
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

const isWidget = (id: string): id is WidgetId => (widgetIds as readonly string[]).includes(id);

/** Stored layouts as grid items, with each widget's size limits for dragging and resizing. */
export function toGrid(layouts: DashboardLayouts): GridLayouts {
  const out: GridLayouts = {};
  for (const bp of layoutBreakpoints) {
    const items = layouts[bp];
    if (!items) continue;
    const cols = layoutGrid[bp].cols;
    out[bp] = items.map((item) => ({
      ...item,
      minW: Math.min(widgetSizes[item.i].minW, cols),
      minH: widgetSizes[item.i].minH,
      maxH: widgetSizes[item.i].maxH,
    }));
  }
  return out;
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
  return JSON.stringify(fromGrid(toGrid(a))) === JSON.stringify(fromGrid(toGrid(b)));
}

/** The layouts worth saving after the user moved something, or null (unchanged, or one the server would refuse). */
export function layoutsToSave(grid: GridLayouts, saved: DashboardLayouts): DashboardLayouts | null {
  const next = fromGrid(grid);
  if (next.lg.length === 0 || sameLayouts(next, saved)) return null;
  return layoutProblem(next) === null ? next : null;
}
