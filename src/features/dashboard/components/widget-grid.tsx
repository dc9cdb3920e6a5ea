import { useMemo, useRef } from 'react';
import { ResponsiveGridLayout, useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import type { DashboardLayouts } from '@contract/dashboard';
import { WidgetView } from '@/components/widgets';
import { rootScale } from '@/lib/zoom';
import { GRID_MARGIN, ROW_HEIGHT, gridBreakpoints, gridCols, toGrid, type GridLayouts } from '../layout-model';
import { widgetRegistry } from '../widgets/registry';

/** The class of the widgets' title bars, which the grid drags them by. */
const DRAG_HANDLE = 'widget-drag-handle';

/**
 * The widgets on a responsive grid: dragged by their title bar, resized from the corner. The grid keeps its own
 * state while the user arranges it, compacting vertically (the grid's default, the rule normaliseLayouts follows);
 * `onArranged` hears the layouts of every breakpoint after each drag or resize (not after the grid's own
 * adjustments to a new width).
 */
export function WidgetGrid({
  layouts,
  onArranged,
}: {
  layouts: DashboardLayouts;
  onArranged: (grid: GridLayouts) => void;
}) {
  const { width, containerRef, mounted } = useContainerWidth();
  const grid = useMemo(() => toGrid(layouts), [layouts]);
  const moved = useRef(false);
  const ids = layouts.lg.map((item) => item.i);
  // Rows, gaps and breakpoints grow with the page zoom of wide screens, as the widgets' rem-sized content does: a
  // widget's minimum size in grid units then holds its content at every zoom.
  const zoom = rootScale();
  const px = (n: number) => n * zoom;
  return (
    <div ref={containerRef}>
      {mounted ? (
        <ResponsiveGridLayout
          width={width}
          layouts={grid}
          breakpoints={Object.fromEntries(Object.entries(gridBreakpoints).map(([bp, min]) => [bp, px(min)]))}
          cols={gridCols}
          rowHeight={px(ROW_HEIGHT)}
          margin={[px(GRID_MARGIN[0]), px(GRID_MARGIN[1])]}
          containerPadding={[0, 0]}
          dragConfig={{ handle: `.${DRAG_HANDLE}` }}
          onDragStop={() => (moved.current = true)}
          onResizeStop={() => (moved.current = true)}
          onLayoutChange={(_current, all) => {
            if (!moved.current) return;
            moved.current = false;
            onArranged(all);
          }}
        >
          {ids.map((id) => (
            <div key={id} data-widget={id}>
              <WidgetView kind={widgetRegistry[id]} tone="console" dragHandle={DRAG_HANDLE} />
            </div>
          ))}
        </ResponsiveGridLayout>
      ) : null}
    </div>
  );
}
