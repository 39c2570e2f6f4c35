import type { ValueFormat } from '../format';
export type ChartKind = 'line' | 'bar' | 'area';
export type ChartDatum = Record<string, number | string>;

export interface ChartSeries {
  key: string;
  label: string;
  /** How values print in the table, tooltip and axis. Percent values are whole percents (22 = 22%). */
  format?: ValueFormat;
}

export interface ChartCanvasProps {
  kind: ChartKind;
  data: readonly ChartDatum[];
  xKey: string;
  series: readonly ChartSeries[];
  xLabel: string;
  height: number;
}
