import { formatCurrency, formatNumber, formatPercent, formatYears, type ValueFormat } from '../format';
import * as m from './messages';

/** One cell of the chart's table (and its tooltip): the kit's formatters, never hand-made strings. */
export function formatSeriesValue(value: unknown, format: ValueFormat = { style: 'number' }): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return m.noData();
  switch (format.style) {
    case 'currency':
      return formatCurrency(value);
    case 'percent':
      return formatPercent(value, format.digits ?? (Number.isInteger(value) ? 0 : 1));
    case 'number':
      return formatNumber(value, format.digits ?? (Number.isInteger(value) ? 0 : 2), format.grouping ?? true);
    case 'years':
      return formatYears(value, format.digits ?? (Number.isInteger(value) ? 0 : 2));
  }
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
