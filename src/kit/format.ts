/**
 * The kit's one set of number formatters and parsers. Everything goes through `Intl`
 * (en-US), never string maths, so grouping and rounding match what screen readers expect.
 */

// Formatters are created on first use and then reused: building an Intl.NumberFormat is far
// dearer than formatting with one (the first costs ~50 ms on a slow phone while ICU loads), and
// creating them when this module loads put that cost on every page's first long task.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat('en-US', options);
    formatters.set(key, made);
  }
  return made;
}

/** Values that would round to zero print as 0, so we never show "-$0" or "-0%". */
function tidy(n: number, digits: number): number {
  if (!Number.isFinite(n)) return 0;
  const factor = 10 ** digits;
  const rounded = Math.round(n * factor) / factor;
  return rounded === 0 ? 0 : n;
}

/** Short US dollars for chart axes, where space is tight: 1600000 → "$1.6M", 850000 → "$850K". */
export function formatCompactCurrency(n: number): string {
  return formatter('compactCurrency', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(tidy(n, 0));
}

/** US dollars, no cents: 250000 → "$250,000"; -1234.6 → "-$1,235". Non-finite → "$0". */
export function formatCurrency(n: number): string {
  return formatter('currency', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(tidy(n, 0));
}

/** A whole-number percentage (22 means 22 %): 22 → "22%", formatPercent(6.25, 2) → "6.25%". */
export function formatPercent(n: number, digits = 0): string {
  return formatter(`percent:${digits}`, { style: 'percent', maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(tidy(n, digits) / 100);
}

/** Grouped number: 1234567 → "1,234,567"; formatNumber(2.5, 1) → "2.5". */
export function formatNumber(n: number, digits = 0, grouping = true): string {
  return formatter(`number:${digits}:${grouping}`, { maximumFractionDigits: digits, minimumFractionDigits: 0, useGrouping: grouping }).format(tidy(n, digits));
}

/** Money as typed into an input: "250,000" for whole dollars, "1,000.50" when there are cents. */
export function formatMoneyForInput(n: number): string {
  return Number.isInteger(n)
    ? formatter('input:grouped', { maximumFractionDigits: 2 }).format(n)
    : formatter('input:cents', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar date (YYYY-MM-DD) as en-US long text: "2026-11-22" → "November 22, 2026", the same
 * text as Intl.DateTimeFormat's long date. Spelled out by hand because every article header shows
 * two dates while the page hydrates, and creating a DateTimeFormat costs ~20 ms on a slow phone.
 * Text that is not such a date is returned as it is.
 */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${month} ${Number(match[3])}, ${match[1]}`;
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
