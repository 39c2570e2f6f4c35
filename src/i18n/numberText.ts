/**
 * Numbers spelled out digit by digit, without Intl: the first Intl formatter a page creates loads
 * ICU's locale data, 12–19 ms in this machine's Chromium and ~70 ms at Lighthouse's 4x slowed CPU,
 * in the same task that mounts a tool (issue G1's load trace). Digits come from the number's
 * shortest round-trip decimal text, the digits ICU rounds, so halves round as Intl rounds them
 * (1.005 → "1.01", halves away from zero). The separators are the language's (`locales.json`):
 * es-US writes numbers as en-US does ("1,234.5"), as Intl does in Node and Chromium
 * (src/kit/format.intl.test.ts checks both against Intl over many thousands of values).
 */
import localeData from './locales.json';
import { currentLocale } from './locale';

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

export interface DecimalStyle {
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

/** The language's separators: the thousands group and the decimal point. */
export function separators(): { group: string; decimal: string } {
  return localeData.locales[currentLocale()];
}

/** Whole digits with the language's thousands separator: "1234567" → "1,234,567". */
export const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separators().group);

/** The sign ("-" for negatives, -0 too) and the digits of a number in a style; "NaN" and "∞" as Intl writes them. */
export function signedDigits(value: number, style: DecimalStyle): { sign: string; digits: string } {
  if (Number.isNaN(value)) return { sign: '', digits: 'NaN' };
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return { sign, digits: '∞' };
  const { whole, fraction } = roundedParts(value, style);
  return {
    sign,
    digits: `${style.grouping ? grouped(whole) : whole}${fraction ? `${separators().decimal}${fraction}` : ''}`,
  };
}

/** A plain number as Intl writes it: "-1,234.5". */
export function formatDecimal(value: number, style: DecimalStyle): string {
  const { sign, digits } = signedDigits(value, style);
  return sign + digits;
}

/** Values that would round to zero print as 0, so we never show "-$0" or "-0%". */
export function tidy(n: number, digits: number): number {
  if (!Number.isFinite(n)) return 0;
  const factor = 10 ** digits;
  const rounded = Math.round(n * factor) / factor;
  return rounded === 0 ? 0 : n;
}
