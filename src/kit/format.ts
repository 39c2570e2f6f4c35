/**
 * The kit's one set of number formatters and parsers. Everything goes through `Intl`
 * (en-US), never string maths, so grouping and rounding match what screen readers expect.
 */

const currency0 = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Values that would round to zero print as 0, so we never show "-$0" or "-0%". */
function tidy(n: number, digits: number): number {
  if (!Number.isFinite(n)) return 0;
  const factor = 10 ** digits;
  const rounded = Math.round(n * factor) / factor;
  return rounded === 0 ? 0 : n;
}

/** US dollars, no cents: 250000 → "$250,000"; -1234.6 → "-$1,235". Non-finite → "$0". */
export function formatCurrency(n: number): string {
  return currency0.format(tidy(n, 0));
}

/** A whole-number percentage (22 means 22 %): 22 → "22%", formatPercent(6.25, 2) → "6.25%". */
export function formatPercent(n: number, digits = 0): string {
  return new Intl.NumberFormat('en-US', {
    style: 'percent',
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
  }).format(tidy(n, digits) / 100);
}

/** Grouped number: 1234567 → "1,234,567"; formatNumber(2.5, 1) → "2.5". */
export function formatNumber(n: number, digits = 0, grouping = true): string {
  return new Intl.NumberFormat('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
    useGrouping: grouping,
  }).format(tidy(n, digits));
}

const NUMERIC = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * Reads what a visitor typed into a money field: "250,000", "$250000", " 1,000.50 " all
 * work. Blank or unreadable text is 0 (the form never blocks on a stray character).
 */
export function parseMoney(text: string): number {
  const cleaned = text.replace(/[\s$,]/g, '').replace(/^\$/, '');
  // "-$500" and "$-500" both mean minus five hundred.
  const normalised = cleaned.replace(/^\$?(-?)\$?/, '$1');
  if (!NUMERIC.test(normalised)) return 0;
  const n = Number(normalised);
  return Number.isFinite(n) ? n : 0;
}

/** Same as `parseMoney`, also ignoring a trailing "%" (for percent and plain number fields). */
export function parseNumber(text: string): number {
  return parseMoney(text.replace(/%/g, ''));
}

export type DisplayType = 'currency' | 'percentage' | 'number' | 'boolean' | 'text';

/** Formats one result value for display by its declared type (booleans read "Yes"/"No"). */
export function formatValue(value: number | string | boolean, displayType: DisplayType): string {
  if (displayType === 'boolean') return value ? 'Yes' : 'No';
  if (displayType === 'text' || typeof value === 'string') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  switch (displayType) {
    case 'currency':
      return formatCurrency(value);
    case 'percentage':
      return formatPercent(value, Number.isInteger(value) ? 0 : 1);
    case 'number':
      return formatNumber(value, 2);
  }
}
