/**
 * What the compiled catalogs call (scripts/i18n/catalogs.ts): @messageformat/runtime's plural and
 * select, and our own `#`. The library's `#` creates an `Intl.NumberFormat` on first use, which loads
 * ICU's locale data while a page starts (docs/performance.md, "No Intl on page load"); ours spells
 * the number as the language writes it (src/i18n/numberText.ts): "1,234", "2.5".
 */
import { formatDecimal } from './numberText';

export { plural, reqArgs, select } from '@messageformat/runtime';

const COUNT = { minFraction: 0, maxFraction: 2, grouping: true };

/** A plural's `#`: the number less the plural's offset, grouped, up to two decimals. */
export function number(_locale: string, value: number, offset: number): string {
  return formatDecimal(value - offset, COUNT);
}

/** `#` when the catalogs are compiled strict: the same text (a page never throws over a count). */
export function strictNumber(locale: string, value: number, offset: number): string {
  return number(locale, value, offset);
}
