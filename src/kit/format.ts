/**
 * The kit's one set of number formatters and parsers, all en-US. They print exactly what
 * `Intl.NumberFormat('en-US', …)` prints for the same options (format.intl.test.ts checks that
 * against Intl over many thousands of values), but without Intl: the first Intl formatter a page
 * creates loads ICU's locale data, 12–19 ms in this machine's Chromium and ~70 ms at Lighthouse's
 * 4x slowed CPU, in the same task that mounts the tool (issue G1's load trace). Digits come from
 * the number's shortest round-trip decimal text, the digits ICU rounds, so halves round as Intl
 * rounds them (1.005 → "1.01", halves away from zero).
 */

/** The shortest decimal digits of a finite, non-negative number, split at the decimal point. */
export function decimalParts(value: number, shift: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponentText] = String(value).split('e');
  const point = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  const at = (point === -1 ? mantissa.length : point) + Number(exponentText ?? 0) + shift;
  if (at <= 0) return { whole: '0', fraction: '0'.repeat(-at) + digits };
  const whole = at >= digits.length ? digits + '0'.repeat(at - digits.length) : digits.slice(0, at);
  return { whole: whole.replace(/^0+(?=\d)/, ''), fraction: digits.slice(at) };
}

/** Adds one to the last digit of a string of decimal digits ("199" → "200", "99" → "100"). */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

interface DecimalStyle {
  minFraction: number;
  maxFraction: number;
  grouping: boolean;
  /** Powers of ten to move the point right (2 for a percent of a fraction, -6 for millions). */
  shift?: number;
}

/** |value| rounded half away from zero to the style's digits, as whole and fraction digits. */
export function roundedParts(value: number, style: DecimalStyle): { whole: string; fraction: string } {
  const { whole, fraction } = decimalParts(Math.abs(value), style.shift ?? 0);
  if (fraction.length <= style.maxFraction) return { whole, fraction: fraction.padEnd(style.minFraction, '0') };
  const kept = whole + fraction.slice(0, style.maxFraction);
  const roundedDigits = Number(fraction[style.maxFraction]) >= 5 ? incremented(kept) : kept;
  const cut = roundedDigits.length - style.maxFraction;
  let roundedFraction = roundedDigits.slice(cut);
  while (roundedFraction.length > style.minFraction && roundedFraction.endsWith('0'))
    roundedFraction = roundedFraction.slice(0, -1);
  return { whole: roundedDigits.slice(0, cut).replace(/^0+(?=\d)/, '') || '0', fraction: roundedFraction };
}

export const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Intl's text for a number: "-" for negatives (-0 too), then the prefix ("$"), the digits, the suffix. */
function formatDecimal(value: number, style: DecimalStyle, prefix = '', suffix = ''): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}${prefix}∞${suffix}`;
  const { whole, fraction } = roundedParts(value, style);
  return `${sign}${prefix}${style.grouping ? grouped(whole) : whole}${fraction ? `.${fraction}` : ''}${suffix}`;
}

/** Values that would round to zero print as 0, so we never show "-$0" or "-0%". */
export function tidy(n: number, digits: number): number {
  if (!Number.isFinite(n)) return 0;
  const factor = 10 ** digits;
  const rounded = Math.round(n * factor) / factor;
  return rounded === 0 ? 0 : n;
}

/** US dollars, no cents: 250000 → "$250,000"; -1234.6 → "-$1,235". Non-finite → "$0". */
export function formatCurrency(n: number): string {
  return formatDecimal(tidy(n, 0), { minFraction: 0, maxFraction: 0, grouping: true }, '$');
}

/** A whole-number percentage (22 means 22 %): 22 → "22%", formatPercent(6.25, 2) → "6.25%". */
export function formatPercent(n: number, digits = 0): string {
  // Intl takes a fraction and moves its point two places; dividing here keeps Intl's exact digits.
  return formatDecimal(
    tidy(n, digits) / 100,
    { minFraction: 0, maxFraction: digits, grouping: true, shift: 2 },
    '',
    '%',
  );
}

/** Grouped number: 1234567 → "1,234,567"; formatNumber(2.5, 1) → "2.5". */
export function formatNumber(n: number, digits = 0, grouping = true): string {
  return formatDecimal(tidy(n, digits), { minFraction: 0, maxFraction: digits, grouping });
}

/** Money as typed into an input: "250,000" for whole dollars, "1,000.50" when there are cents. */
export function formatMoneyForInput(n: number): string {
  return formatDecimal(n, { minFraction: Number.isInteger(n) ? 0 : 2, maxFraction: 2, grouping: true });
}

/** The months' English names, January first: one list for every date and month choice the site shows. */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A calendar date (YYYY-MM-DD) as en-US long text: "2026-11-22" → "November 22, 2026", the same
 * text as Intl.DateTimeFormat's long date. Spelled out by hand because every article header shows
 * two dates while the page hydrates, and creating a DateTimeFormat costs ~20 ms on a slow phone.
 * Text that is not such a date is returned as it is.
 */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
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

/**
 * How a figure reads: the site's one format vocabulary, used by ResultCard and ResultList, Chart,
 * Slider and the scenario comparison. `style`: `currency` (US dollars, no cents), `percent` (22
 * means 22 %), `number`, or `years` ("1 year", "2.5 years"). `digits`: places after the point;
 * when omitted each component keeps its own (a result card shows a percent with 0 or 1, the
 * comparison with up to 2). `grouping`: thousands separators, on unless turned off (a calendar
 * year such as 2026 has none: CALENDAR_YEAR).
 */
export type ValueStyle = 'currency' | 'percent' | 'number' | 'years';
export interface ValueFormat {
  style: ValueStyle;
  digits?: number;
  grouping?: boolean;
}

/** A calendar year ("2026"): a whole number without a thousands separator. */
export const CALENDAR_YEAR: ValueFormat = { style: 'number', digits: 0, grouping: false };

const CURRENCY: ValueFormat = { style: 'currency' };

/**
 * An article config's `display_type` (the content's words: "currency", "percentage", "number")
 * as a ValueFormat; any other word is a plain number. Booleans and text are values, not formats.
 */
export function formatForDisplayType(displayType: string): ValueFormat {
  if (displayType === 'currency') return CURRENCY;
  return { style: displayType === 'percentage' ? 'percent' : 'number' };
}

/** "1 year", "2.5 years": the number, then the unit in the right number. */
export function formatYears(n: number, digits = 2): string {
  return `${formatNumber(n, digits)} ${n === 1 ? 'year' : 'years'}`;
}

/**
 * One result value as a result card shows it: a boolean reads "Yes"/"No", text as it is, and a
 * number by its format (currency unless given; a percent with 0 or 1 digits, a number with up to 2).
 */
export function formatValue(value: number | string | boolean, format: ValueFormat = CURRENCY): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  switch (format.style) {
    case 'currency':
      return formatCurrency(value);
    case 'percent':
      return formatPercent(value, format.digits ?? (Number.isInteger(value) ? 0 : 1));
    case 'number':
      return formatNumber(value, format.digits ?? 2, format.grouping ?? true);
    case 'years':
      return formatYears(value, format.digits ?? 2);
  }
}
