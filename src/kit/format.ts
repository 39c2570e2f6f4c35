/**
 * The site's one formatter of money, percentages, numbers, years and dates, in the reader's language
 * (src/i18n/locale.ts: en-US or es-US). Numbers are spelled without Intl (src/i18n/numberText.ts:
 * the first Intl formatter a page creates loads ICU's locale data, ~70 ms at Lighthouse's 4x slowed
 * CPU), and print exactly what `Intl.NumberFormat` prints for the same options in either language:
 * es-US writes "$1,234", "22.5%" and "1,234.5" as en-US does, in Node 20 and 24 and in Chromium
 * (format.intl.test.ts checks both languages against Intl over many thousands of values). The
 * words around a number (the currency sign's place, "year"/"año", month names, Yes/Sí) come from
 * the kit's catalog (`messages.en.json`, `messages.es.json` beside this file).
 */
import { formatDecimal, signedDigits, tidy, type DecimalStyle } from '../i18n/numberText';
import * as m from './messages';

export { decimalParts, grouped, roundedParts, tidy } from '../i18n/numberText';

const WHOLE_DOLLARS: DecimalStyle = { minFraction: 0, maxFraction: 0, grouping: true };

/** US dollars, no cents: 250000 → "$250,000"; -1234.6 → "-$1,235". Non-finite → "$0". */
export function formatCurrency(n: number): string {
  return m.currency(signedDigits(tidy(n, 0), WHOLE_DOLLARS));
}

/** US dollars and cents, as a benefit letter states them: 2150 → "$2,150.00"; 1234.5 → "$1,234.50". Non-finite → "$0.00". */
export function formatCurrencyCents(n: number): string {
  return m.currency(signedDigits(tidy(n, 2), { minFraction: 2, maxFraction: 2, grouping: true }));
}

/** A whole-number percentage (22 means 22 %): 22 → "22%", formatPercent(6.25, 2) → "6.25%". */
export function formatPercent(n: number, digits = 0): string {
  // Intl takes a fraction and moves its point two places; dividing here keeps Intl's exact digits.
  const value = tidy(n, digits) / 100;
  return m.percent(signedDigits(value, { minFraction: 0, maxFraction: digits, grouping: true, shift: 2 }));
}

/** Grouped number: 1234567 → "1,234,567"; formatNumber(2.5, 1) → "2.5". */
export function formatNumber(n: number, digits = 0, grouping = true): string {
  return formatDecimal(tidy(n, digits), { minFraction: 0, maxFraction: digits, grouping });
}

/** Money as typed into an input: "250,000" for whole dollars, "1,000.50" when there are cents. */
export function formatMoneyForInput(n: number): string {
  return formatDecimal(n, { minFraction: Number.isInteger(n) ? 0 : 2, maxFraction: 2, grouping: true });
}

/** A month's name in the reader's language, 1 for January: "November", "noviembre" (as Intl's long month). */
export function monthName(month: number): string {
  return m.monthName({ month });
}

/** The twelve months' names in the reader's language, January first, for a month choice. Read when rendering. */
export function monthNames(): string[] {
  return Array.from({ length: 12 }, (_, i) => monthName(i + 1));
}

/**
 * A calendar date (YYYY-MM-DD) as long text in the reader's language: "2026-11-22" → "November 22,
 * 2026", "22 de noviembre de 2026", the same text as Intl.DateTimeFormat's long date. Spelled out
 * by hand because every article header shows two dates while the page hydrates, and creating a
 * DateTimeFormat costs ~20 ms on a slow phone. Text that is not such a date is returned as it is.
 */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return iso;
  return m.date({ month: monthName(month), day: Number(match[3]), year: match[1]! });
}

// Spanish writes "e" for "and" before a word that starts with an "i" sound ("i…", "hi", "hi" and a
// consonant or "o"/"u"), as CLDR's list patterns do; the English catalog ignores it.
const SPANISH_E_BEFORE = /^(i|hi$|hi[^ae])/i;

/**
 * A list joined in the reader's language, as Intl.ListFormat's long conjunction writes it: "A, B, and
 * C", "A, B y C", "A e IRS". Spelled from the catalog for the reason numbers are (the first Intl
 * formatter a page makes loads ICU's data, ~60 ms at 4x slowed CPU): every page's foot has one.
 */
export function formatList(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  const last = items.at(-1)!;
  const conjunction = SPANISH_E_BEFORE.test(last) ? 'e' : 'y';
  if (items.length === 2) return m.listPair({ first: items[0]!, last, conjunction });
  return m.listSeries({ rest: items.slice(0, -1).join(', '), last, conjunction });
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

/** "1 year", "2.5 years", "2.5 años": the number, then the unit in the right number. */
export function formatYears(n: number, digits = 2): string {
  return m.years({ count: n, amount: formatNumber(n, digits) });
}

/**
 * One result value as a result card shows it: a boolean reads "Yes"/"No" ("Sí"/"No"), text as it is, and a
 * number by its format (currency unless given; a percent with 0 or 1 digits, a number with up to 2).
 */
export function formatValue(value: number | string | boolean, format: ValueFormat = CURRENCY): string {
  if (typeof value === 'boolean') return value ? m.yes() : m.no();
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
