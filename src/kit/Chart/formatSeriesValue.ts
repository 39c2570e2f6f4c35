import { formatValue, type ValueFormat } from '../format';
import * as m from './messages';

/** One cell of the chart's table (and its tooltip): the kit's formatters, never hand-made strings. */
export function formatSeriesValue(value: unknown, format: ValueFormat = { style: 'number' }): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return m.noData();
  // A whole number shows no decimals unless the format asks for some; otherwise the kit's defaults.
  const digits = format.digits ?? (Number.isInteger(value) ? 0 : undefined);
  return formatValue(value, digits === undefined ? format : { ...format, digits });
}

/**
 * Per-series look that does not rely on colour: each series gets its own dash pattern and marker
 * shape, and the legend/table name it in words.
 */
export const seriesStyles = [
  { dash: undefined, marker: 'circle' },
  { dash: '10 5', marker: 'square' },
  { dash: '3 4', marker: 'triangle' },
  { dash: '14 4 3 4', marker: 'diamond' },
] as const;

export type MarkerShape = (typeof seriesStyles)[number]['marker'];

export function seriesStyle(index: number) {
  return seriesStyles[index % seriesStyles.length] ?? seriesStyles[0];
}
