import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCompactCurrency } from './Chart/formatAxisTick';
import { formatCurrency, formatIsoDate, formatList, formatMoneyForInput, formatNumber, formatPercent } from './format';
import { localeTag, setLocale, type Locale } from '../i18n/locale';

// The kit's formatters print what Intl.NumberFormat prints in the reader's language, en-US or es-US,
// without loading ICU in the browser (format.ts says why). Node's Intl is the reference here; the
// browser's (Chromium's) is checked by tests/e2e/i18n.spec.ts.
let tag = 'en-US';
const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options);
const tidy = (n: number, digits: number) =>
  !Number.isFinite(n) || Math.round(n * 10 ** digits) / 10 ** digits === 0 ? 0 : n;

const edgy = [
  0,
  -0,
  0.5,
  1.5,
  2.5,
  -0.5,
  0.05,
  0.005,
  1.005,
  0.285,
  1.45,
  999.5,
  999.95,
  999.96,
  9999.5,
  99_999.95,
  999_949,
  999_950,
  999_999.5,
  1e6,
  1.05e6,
  1e9 - 1,
  1e12,
  1e14,
  1e15,
  1e16 + 2,
  1e20,
  1e21,
  1.5e21,
  123456789.125,
  0.0001,
  1e-7,
  5e-7,
  Number.MAX_SAFE_INTEGER,
  0.1 + 0.2,
  4.35,
  8.675,
  1234.5678,
];
const values = fc.oneof(
  fc.constantFrom(...edgy, ...edgy.map((v) => -v)),
  fc.double({ min: -1e22, max: 1e22, noNaN: true }),
  fc.integer({ min: -1e9, max: 1e9 }).map((v) => v / 100),
  fc.integer({ min: -1e6, max: 1e6 }).map((v) => v / 1000),
  fc.integer({ min: -1e6, max: 1e6 }).map((v) => v * 50 + 0.5),
);
const runs = { numRuns: 4000 };

describe.each<Locale>(['en', 'es'])('the formatters print what Intl prints (%s)', (locale) => {
  beforeEach(() => {
    setLocale(locale);
    tag = localeTag(locale);
  });
  afterEach(() => setLocale('en'));
  it('currency', () => {
    const reference = intl({ style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    fc.assert(
      fc.property(values, (n) => formatCurrency(n) === reference.format(tidy(n, 0))),
      runs,
    );
  });
  it('percent, 0 to 2 digits', () => {
    for (const digits of [0, 1, 2]) {
      const reference = intl({ style: 'percent', maximumFractionDigits: digits, minimumFractionDigits: 0 });
      fc.assert(
        fc.property(values, (n) => formatPercent(n, digits) === reference.format(tidy(n, digits) / 100)),
        runs,
      );
    }
  });
  it('numbers, grouped or not, 0 to 3 digits', () => {
    for (const digits of [0, 1, 2, 3]) {
      for (const useGrouping of [true, false]) {
        const reference = intl({ maximumFractionDigits: digits, minimumFractionDigits: 0, useGrouping });
        fc.assert(
          fc.property(values, (n) => formatNumber(n, digits, useGrouping) === reference.format(tidy(n, digits))),
          runs,
        );
      }
    }
  });
  it('money typed into an input, including NaN and infinities', () => {
    const whole = intl({ maximumFractionDigits: 2 });
    const cents = intl({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const expected = (n: number) => (Number.isInteger(n) ? whole : cents).format(n);
    for (const n of [Number.NaN, Infinity, -Infinity, -0]) expect(formatMoneyForInput(n)).toBe(expected(n));
    fc.assert(
      fc.property(values, (n) => formatMoneyForInput(n) === expected(n)),
      runs,
    );
  });
  it('compact currency for chart axes, up to a quadrillion dollars and beyond', () => {
    const reference = intl({
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    fc.assert(
      fc.property(values, (n) => formatCompactCurrency(n) === reference.format(tidy(n, 0))),
      runs,
    );
  });
});

describe('dates in each language, as Intl.DateTimeFormat writes a long date', () => {
  afterEach(() => setLocale('en'));
  it.each<Locale>(['en', 'es'])('%s', (locale) => {
    setLocale(locale);
    const intlDate = new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'long', timeZone: 'UTC' });
    for (const iso of ['2026-11-22', '2024-01-01', '2025-02-09', '2023-12-31', '2026-07-04']) {
      expect(formatIsoDate(iso)).toBe(intlDate.format(new Date(`${iso}T12:00:00Z`)));
    }
  });
});

describe('lists in each language, as Intl.ListFormat writes a long conjunction', () => {
  afterEach(() => setLocale('en'));
  it.each<Locale>(['en', 'es'])('%s', (locale) => {
    setLocale(locale);
    const intlList = new Intl.ListFormat(localeTag(locale), { style: 'long', type: 'conjunction' });
    // Spanish "y" turns "e" before an "i" sound: "i…", "hi", "hi" and a consonant, "hio", "hiu"; not "hia", "hie", "í…".
    const words = [
      'IRS Pub. 590-B (2025)',
      'SSA POMS RS 00615',
      'ir',
      'Ir',
      'hi',
      'Hi',
      'hijo',
      'hio',
      'hiu',
      'hia',
      'hielo',
      'íbamos',
      '11',
      'y',
      'CMS',
    ];
    const lists = fc.array(fc.constantFrom(...words), { minLength: 0, maxLength: 5 });
    fc.assert(
      fc.property(lists, (items) => formatList(items) === intlList.format(items)),
      { numRuns: 2000 },
    );
    expect(formatList(['IRS Pub. 590-B (2025)', 'SSA POMS RS 00615'])).toBe(
      locale === 'en' ? 'IRS Pub. 590-B (2025) and SSA POMS RS 00615' : 'IRS Pub. 590-B (2025) y SSA POMS RS 00615',
    );
  });
});
