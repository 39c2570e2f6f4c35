import { decimalParts, grouped, roundedParts, tidy, type ValueFormat } from '../format';
import { formatSeriesValue } from './formatSeriesValue';
import { separators } from '../../i18n/numberText';
import * as m from './formatAxisTick.messages';

// Only the chart's lazily loaded drawing uses these, so they stay out of the kit's formatters
// that every tool page loads before it is idle (issue G1's JS budget).

/**
 * How far compact notation moves the point for a number of this magnitude, in the reader's language
 * (CLDR's short currency patterns): en-US thousands, millions, billions, trillions ("$1.6M",
 * "$2.5B"); es-US "$1.6 M", "$2500 M", "$25 mil M", "$1.2 B" (a billón is a million millions).
 */
const compactShift = (magnitude: number) => (magnitude < 0 ? 0 : Number(m.compactShift({ magnitude })));
/** The power of ten of a number's leading digit. */
const magnitudeOf = ({ whole, fraction }: { whole: string; fraction: string }) =>
  whole !== '0' ? whole.length - 1 : -(fraction.search(/[1-9]/) + 1);

/** Short US dollars for chart axes, where space is tight: 1600000 → "$1.6M", 850000 → "$850K". */
export function formatCompactCurrency(n: number): string {
  const value = tidy(n, 0);
  if (value === 0) return m.compactCurrency({ sign: '', digits: '0', unit: '' });
  // As ICU does: pick the unit from the magnitude, round, and if rounding reached the next
  // unit (999,960 → "1000K"), take that unit instead ("$1M").
  const magnitude = magnitudeOf(decimalParts(Math.abs(value), 0));
  let shift = compactShift(magnitude);
  let rounded = roundedParts(value, { minFraction: 0, maxFraction: 1, grouping: false, shift: -shift });
  if (magnitudeOf(rounded) + shift > magnitude && compactShift(magnitude + 1) !== shift) {
    shift = compactShift(magnitude + 1);
    rounded = roundedParts(value, { minFraction: 0, maxFraction: 1, grouping: false, shift: -shift });
  }
  // Compact notation groups only from five digits up ("1000T", "10,000T").
  const whole = rounded.whole.length >= 5 ? grouped(rounded.whole) : rounded.whole;
  const digits = `${whole}${rounded.fraction ? `${separators().decimal}${rounded.fraction}` : ''}`;
  return m.compactCurrency({ sign: value < 0 ? '-' : '', digits, unit: m.compactUnit({ shift }) });
}

/**
 * A value-axis tick. Dollar amounts from $100,000 up are shortened ("$1.6M"), because the axis
 * has a fixed width and "$1,600,000" at our 18 px text was cut off at its left edge; the chart's
 * table keeps the exact figures.
 */
export function formatAxisTick(value: number, format: ValueFormat = { style: 'number' }): string {
  if (format.style === 'currency' && Number.isFinite(value) && Math.abs(value) >= 100_000)
    return formatCompactCurrency(value);
  return formatSeriesValue(value, format);
}
