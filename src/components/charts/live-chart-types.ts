import type { ChartDatum } from './types';

export type LiveChartKind = 'trend' | 'donut' | 'rank' | 'bars';

export interface LiveChartProps {
  /** trend: a line over time; donut: shares of a whole; rank: horizontal bars, largest on top; bars: columns. */
  kind: LiveChartKind;
  /** Accessible name of the chart. */
  label: string;
  data: ChartDatum[];
  /** Name of the values ('次数'), in the tooltip and the screen-reader table. */
  valueName: string;
  /** A second line on a trend (e.g. exceptions), same labels as `data`. */
  secondary?: { name: string; values: number[] };
  /** 'dark' for the wall display. */
  tone?: 'light' | 'dark';
  /** CSS pixels per design pixel: the wall display scales its text with the viewport. */
  scale?: number;
  /** CSS height; the chart takes its container's width. */
  height: number | string;
}
