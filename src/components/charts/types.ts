/** One value of a chart: a day, a device, a department, a use type. */
export interface ChartDatum {
  label: string;
  value: number;
}

/**
 * What a chart draws. The console's charts are meant to run on ECharts (echarts/core through echarts-for-react, see
 * DESIGN section 7); until echarts is installed they are drawn as plain SVG behind this same interface.
 */
export interface ChartProps {
  kind: 'line' | 'bar' | 'hbar' | 'pie';
  /** Accessible name of the chart. */
  label: string;
  data: ChartDatum[];
  /** Name of the values in the table read by screen readers ('次数'). */
  valueName: string;
  height?: number;
}
