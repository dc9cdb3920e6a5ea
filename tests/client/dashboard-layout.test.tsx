import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  defaultDashboardLayouts,
  layoutBreakpoints,
  layoutProblem,
  normaliseLayouts,
  type DashboardLayouts,
  type LayoutItem,
  type WidgetId,
} from '@contract/dashboard';
import DashboardPage from '@/features/dashboard/pages/dashboard-page';
import { layoutsToSave, toGrid, type GridLayouts } from '@/features/dashboard/layout-model';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

// The widgets themselves are other tests' business: here each is a title and a line of text.
vi.mock('@/features/dashboard/widgets/registry', async () => {
  const { widgetIds } = await import('@contract/dashboard-layout');
  return {
    widgetRegistry: Object.fromEntries(
      widgetIds.map((id) => [id, { titleKey: `board.widgets.${id}`, Body: () => <p>{`body of ${id}`}</p> }]),
    ),
  };
});

/**
 * react-grid-layout does not drag in happy-dom. The stand-in shows the layouts it was given and plays the user: a
 * drag of the device map to the bottom (onDragStop, then the new layouts), or the grid's own adjustment to a new
 * width (new layouts without a drag).
 */
vi.mock('react-grid-layout', () => ({
  useContainerWidth: () => ({ width: 1400, containerRef: () => undefined, mounted: true }),
  ResponsiveGridLayout: (props: {
    layouts: GridLayouts;
    children: ReactNode;
    onDragStop: () => void;
    onLayoutChange: (current: unknown, all: GridLayouts) => void;
  }) => {
    const moved = (): GridLayouts => ({
      lg: props.layouts.lg!.map((item) => (item.i === 'deviceMap' ? { ...item, y: 30 } : item)),
    });
    return (
      <div data-testid="grid" data-layouts={JSON.stringify(props.layouts)}>
        <button type="button" onClick={() => (props.onDragStop(), props.onLayoutChange(null, moved()))}>
          drag the map down
        </button>
        <button type="button" onClick={() => props.onLayoutChange(null, { ...props.layouts, md: props.layouts.lg })}>
          narrow the window
        </button>
        {props.children}
      </div>
    );
  },
}));
vi.mock('react-grid-layout/css/styles.css', () => ({}));
vi.mock('react-resizable/css/styles.css', () => ({}));

const SAVE = 'dashboard/v1/layout/save';
const GET = 'dashboard/v1/layout';
const RESET = 'dashboard/v1/layout/reset';

function mapOf(layouts: DashboardLayouts, id: WidgetId = 'deviceMap') {
  return layouts.lg.find((item) => item.i === id);
}

/** Every widget of every breakpoint either on the top row or resting on another: nothing floats over a hole. */
function expectNoHoles(layouts: DashboardLayouts) {
  for (const bp of layoutBreakpoints) {
    for (const item of layouts[bp] ?? []) {
      const rests = (layouts[bp] ?? []).some(
        (other) => other.y + other.h === item.y && other.x < item.x + item.w && item.x < other.x + other.w,
      );
      expect(item.y === 0 || rests, `${bp} ${item.i} floats at row ${item.y}`).toBe(true);
    }
  }
}

function shownLayouts(): GridLayouts {
  return JSON.parse(screen.getByTestId('grid').dataset.layouts!) as GridLayouts;
}

/** The server's side of the layout calls: one stored layout per user, the default until one is saved. */
function server(initial: DashboardLayouts | null = null) {
  let stored = initial;
  const answer = () => ({ layouts: stored ?? defaultDashboardLayouts, isDefault: stored === null, updatedAt: null });
  return answerCalls({
    [GET]: answer,
    [SAVE]: (p) => ((stored = p.layouts as DashboardLayouts), answer()),
    [RESET]: () => ((stored = null), answer()),
  });
}

const open = () => renderPage(<DashboardPage />, { path: '/dashboard', url: '/dashboard' });

describe('the dashboard layout is the user’s, kept on the server', () => {
  it('saves an arrangement after a drag and shows it again on the next visit', async () => {
    const api = server();
    const first = open();
    await screen.findByText('body of deviceMap');
    expect(screen.getByText('默认布局')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'drag the map down' }));
    await screen.findByText('布局已保存');
    expect(api.to(SAVE)).toHaveLength(1);
    const saved = api.to(SAVE)[0]!.layouts as DashboardLayouts;
    // Dropped far below, the map rests under the lowest widget; the widgets under its old place rose into it.
    expect(mapOf(saved)).toEqual({ i: 'deviceMap', x: 0, y: 20, w: 7, h: 8 });
    expect(mapOf(saved, 'useTimes')).toMatchObject({ x: 0, y: 3 });
    expectNoHoles(saved);
    first.unmount();

    open();
    await screen.findByText('body of deviceMap');
    expect(shownLayouts().lg!.find((item) => item.i === 'deviceMap')).toMatchObject({ y: 20, minW: 4, minH: 4 });
    expect(api.to(SAVE)).toHaveLength(1);
  });

  it('shows a layout saved with a hole and under older size limits healed: compacted, the head numbers tall enough', async () => {
    const holey: DashboardLayouts = {
      lg: [
        { i: 'kpis', x: 0, y: 0, w: 12, h: 2 },
        { i: 'deviceMap', x: 0, y: 14, w: 7, h: 8 },
        { i: 'recentPhotos', x: 7, y: 2, w: 5, h: 8 },
        { i: 'useTimes', x: 0, y: 30, w: 6, h: 5 },
        { i: 'deviceTypes', x: 6, y: 30, w: 3, h: 5 },
        { i: 'alerts', x: 9, y: 30, w: 3, h: 5 },
        { i: 'pendingApprovals', x: 0, y: 40, w: 12, h: 4 },
      ],
    };
    server(holey);
    open();
    await screen.findByText('body of deviceMap');
    const shown = shownLayouts();
    expect(shown.lg!.find((item) => item.i === 'kpis')).toMatchObject({ y: 0, h: 3 });
    expect(shown.lg!.find((item) => item.i === 'deviceMap')).toMatchObject({ x: 0, y: 3 });
    expect(shown.lg!.find((item) => item.i === 'pendingApprovals')).toMatchObject({ y: 16 });
    for (const bp of layoutBreakpoints) {
      expect(shown[bp]!.map((item) => item.i).sort()).toEqual(holey.lg.map((item) => item.i).sort());
      expectNoHoles({ lg: shown[bp]! as LayoutItem[] });
    }
    expect(shown.xs!.find((item) => item.i === 'kpis')).toMatchObject({ w: 4, h: 4, minH: 4 });
  });

  it('saves nothing when the grid only adapts itself to the window', async () => {
    const api = server();
    open();
    await screen.findByText('body of kpis');
    await userEvent.click(screen.getByRole('button', { name: 'narrow the window' }));
    await act(async () => {});
    expect(api.to(SAVE)).toEqual([]);
  });

  it('restores the default layout after asking', async () => {
    const api = server();
    open();
    await screen.findByText('body of kpis');
    await userEvent.click(screen.getByRole('button', { name: 'drag the map down' }));
    await screen.findByText('布局已保存');

    await userEvent.click(screen.getByRole('button', { name: '恢复默认布局' }));
    await screen.findByText('将恢复默认布局，您当前的布局会被清除，是否继续？');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to(RESET)).toHaveLength(1));
    await screen.findByText('默认布局');
    expect(shownLayouts().lg!.find((item) => item.i === 'deviceMap')).toMatchObject(mapOf(defaultDashboardLayouts)!);
  });
});

describe('what is worth saving', () => {
  const grid = toGrid(defaultDashboardLayouts);

  it('nothing when nothing moved', () => {
    expect(layoutsToSave(grid, defaultDashboardLayouts)).toBeNull();
  });

  it('nothing when a widget dropped below the others only rises back to its place', () => {
    const moved = { ...grid, lg: grid.lg!.map((item) => (item.i === 'pendingApprovals' ? { ...item, y: 40 } : item)) };
    expect(layoutsToSave(moved, defaultDashboardLayouts)).toBeNull();
  });

  it('never two widgets on the same spot: an overlap is resolved before saving', () => {
    const overlapping = { ...grid, lg: grid.lg!.map((item) => (item.i === 'alerts' ? { ...item, x: 0, y: 0 } : item)) };
    const next = layoutsToSave(overlapping, defaultDashboardLayouts)!;
    expect(layoutProblem(next)).toBeNull();
    expectNoHoles(next);
  });

  it('the moved layout, compacted, without the grid’s size limits', () => {
    const moved = { ...grid, lg: grid.lg!.map((item) => (item.i === 'alerts' ? { ...item, y: 40 } : item)) };
    const next = layoutsToSave(moved, defaultDashboardLayouts)!;
    // The open-count widget below rises into its place; the alerts go under it.
    expect(next.lg.find((item) => item.i === 'alerts')).toEqual({ i: 'alerts', x: 9, y: 15, w: 3, h: 5 });
    expect(next.md).toEqual(normaliseLayouts(defaultDashboardLayouts).md);
  });
});
