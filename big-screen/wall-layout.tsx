import { sharedWidgets, WidgetView, type SharedWidgetId } from '@/components/widgets';

interface Slot {
  kind: SharedWidgetId;
  /** The slot's share of its column's height (a flex class). */
  grow?: string;
  /** Drawn without a panel (the row of head numbers, whose numbers are panels of their own). */
  bare?: boolean;
}

/**
 * The wall's fixed arrangement of the shared widgets, designed for 1920x1080 in rem (wall.css scales it): charts on
 * the left, the head numbers over the map in the middle, the live feed, the alerts to handle and the alerts on the
 * right.
 */
const columns: Slot[][] = [
  [
    { kind: 'useTimes', grow: 'flex-[1.25]' },
    { kind: 'useTypes', grow: 'flex-1' },
    { kind: 'deviceTypes', grow: 'flex-1' },
    { kind: 'departments', grow: 'flex-[1.2]' },
  ],
  [
    { kind: 'kpis', bare: true },
    { kind: 'deviceMap', grow: 'flex-1' },
  ],
  [
    { kind: 'recentPhotos', grow: 'flex-[3]' },
    { kind: 'anomalyOpen', grow: 'flex-[1.1]' },
    { kind: 'alerts', grow: 'flex-[2]' },
  ],
];

/**
 * The widgets at their places. Each subscribes to its own data, so an event re-renders only what shows it.
 * `scale` is CSS pixels per design pixel, for what draws in pixels (canvases, chart text).
 */
export function WallLayout({ scale }: { scale: number }) {
  return (
    <main className="grid min-h-0 flex-1 grid-cols-[26rem_minmax(0,1fr)_27rem] gap-4 px-5 pb-5">
      {columns.map((slots, index) => (
        <div key={index} className="flex min-h-0 flex-col gap-4">
          {slots.map((slot) => (
            <WidgetView
              key={slot.kind}
              kind={sharedWidgets[slot.kind]}
              tone="wall"
              scale={scale}
              bare={slot.bare}
              className={slot.bare ? 'shrink-0' : slot.grow}
            />
          ))}
        </div>
      ))}
    </main>
  );
}
