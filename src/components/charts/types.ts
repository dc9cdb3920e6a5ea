/** One value of a chart: a day, a device, a department, a use type. */
export interface ChartDatum {
  label: string;
  value: number;
}
