import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CALENDAR_YEAR,
  formatCurrency,
  formatIsoDate,
  formatMoneyForInput,
  formatNumber,
  formatPercent,
  formatValue,
  parseMoney,
  parseNumber,
} from './format';
import { formatAgeYears } from './formatAge';
import { setLocale } from '../i18n/locale';

describe('formatCurrency', () => {
  it('formats US dollars without cents', () => {
    expect(formatCurrency(250000)).toBe('$250,000');
    expect(formatCurrency(1234.5)).toBe('$1,235');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(-1500)).toBe('-$1,500');
  });
  it('never shows "-$0"', () => {
    expect(formatCurrency(-0)).toBe('$0');
    expect(formatCurrency(-0.4)).toBe('$0');
    fc.assert(fc.property(fc.double({ min: -0.49, max: 0.49, noNaN: true }), (n) => formatCurrency(n) === '$0'));
  });
  it('prints non-finite values as $0', () => {
    expect(formatCurrency(Number.NaN)).toBe('$0');
    expect(formatCurrency(Infinity)).toBe('$0');
  });
});

describe('formatPercent', () => {
  it('treats the number as whole percent', () => {
    expect(formatPercent(22)).toBe('22%');
    expect(formatPercent(6.25, 2)).toBe('6.25%');
    expect(formatPercent(6.25)).toBe('6%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(-0.1)).toBe('0%');
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(2.5, 1)).toBe('2.5');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(-0.2)).toBe('0');
  });
});

describe('parseMoney', () => {
  it.each([
    ['250,000', 250000],
    ['$250000', 250000],
    [' 1,000.50 ', 1000.5],
    ['$ 12', 12],
    ['-500', -500],
    ['-$500', -500],
    ['.5', 0.5],
    ['7.', 7],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    ['1.2.3', 0],
    ['$', 0],
  ])('%j → %d', (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it('reads back whatever formatCurrency wrote', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => parseMoney(formatCurrency(n)) === n));
  });
});

describe('parseNumber', () => {
  it('ignores a percent sign', () => {
    expect(parseNumber('22%')).toBe(22);
    expect(parseNumber('4.5 %')).toBe(4.5);
    expect(parseNumber('x')).toBe(0);
  });
});

describe('formatValue', () => {
  it('formats a number by its ValueFormat, currency when none is given', () => {
    expect(formatValue(1000)).toBe('$1,000');
    expect(formatValue(1000, { style: 'currency' })).toBe('$1,000');
    expect(formatValue(22, { style: 'percent' })).toBe('22%');
    expect(formatValue(22.5, { style: 'percent' })).toBe('22.5%');
    expect(formatValue(6.25, { style: 'percent', digits: 2 })).toBe('6.25%');
    expect(formatValue(1234.567, { style: 'number' })).toBe('1,234.57');
    expect(formatValue(2026, CALENDAR_YEAR)).toBe('2026');
    expect(formatValue(1, { style: 'years' })).toBe('1 year');
    expect(formatValue(2.5, { style: 'years' })).toBe('2.5 years');
  });

  it('reads a boolean as Yes or No and shows text as it is, whatever the format', () => {
    expect(formatValue(true)).toBe('Yes');
    expect(formatValue(false, { style: 'number' })).toBe('No');
    expect(formatValue('Age 70', { style: 'currency' })).toBe('Age 70');
  });
});

describe('formatIsoDate', () => {
  it('spells a date the way Intl.DateTimeFormat long dates do', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const iso of ['2026-11-22', '2024-01-01', '2025-02-09', '2023-12-31']) {
      expect(formatIsoDate(iso)).toBe(intl.format(new Date(`${iso}T12:00:00Z`)));
    }
    expect(formatIsoDate('2026-11-22')).toBe('November 22, 2026');
  });
  it('returns text that is not a calendar date unchanged', () => {
    expect(formatIsoDate('soon')).toBe('soon');
    expect(formatIsoDate('2026-13-01')).toBe('2026-13-01');
  });
});

describe('formatMoneyForInput', () => {
  it('groups whole dollars and shows cents only when there are some', () => {
    expect(formatMoneyForInput(250000)).toBe('250,000');
    expect(formatMoneyForInput(1000.5)).toBe('1,000.50');
  });
});

describe('in Spanish (es-US): the same figures, the words in Spanish', () => {
  beforeEach(() => setLocale('es'));
  afterEach(() => setLocale('en'));

  it('money, percent and numbers read as es-US writes them: "$1,234", not "1.234 US$" (es-ES)', () => {
    // CLDR es-US (ICU 78, Node 20 and 24, Chromium 156): "$" before the figure, "," for thousands, "." for decimals.
    expect(formatCurrency(1234.4)).toBe('$1,234');
    expect(formatCurrency(-1500)).toBe('-$1,500');
    expect(formatPercent(22.5, 1)).toBe('22.5%');
    expect(formatNumber(1234567.25, 2)).toBe('1,234,567.25');
    expect(
      new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(1234),
    ).toBe(formatCurrency(1234));
  });

  it('years, Yes/No and ages by their plural: "1 año", "2.5 años", "Sí", "68 años y 11 meses"', () => {
    expect(formatValue(1, { style: 'years' })).toBe('1 año');
    expect(formatValue(2.5, { style: 'years' })).toBe('2.5 años');
    expect(formatValue(0, { style: 'years' })).toBe('0 años');
    expect(formatValue(true)).toBe('Sí');
    expect(formatValue(false)).toBe('No');
    expect(formatAgeYears(68 + 11 / 12)).toBe('68 años y 11 meses');
    expect(formatAgeYears(1 + 1 / 12)).toBe('1 año y 1 mes');
    expect(formatAgeYears(11 / 12)).toBe('11 meses');
  });

  it('dates: "22 de noviembre de 2026"', () => {
    expect(formatIsoDate('2026-11-22')).toBe('22 de noviembre de 2026');
    expect(formatIsoDate('2026-13-01')).toBe('2026-13-01');
  });
});

describe('in English, the plural of years and ages', () => {
  it('"1 year", "2 years", "1 year and 1 month"', () => {
    expect(formatValue(2, { style: 'years' })).toBe('2 years');
    expect(formatAgeYears(1 + 1 / 12)).toBe('1 year and 1 month');
    expect(formatAgeYears(70)).toBe('70 years');
  });
});
