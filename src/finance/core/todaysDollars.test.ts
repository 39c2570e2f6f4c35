import fc from 'fast-check';
import { amountUpTo, forAll } from '../testing/financeTestKit';
import { describe, expect, it } from 'vitest';
import { SITE_INFLATION_PERCENT } from '../rules/core/inflation';
import {
  deflationFactor,
  inflationAssumption,
  rowsInTodaysDollars,
  toTodaysDollars,
  toTodaysDollarsInYear,
} from './todaysDollars';

describe('toTodaysDollars: real = nominal / (1 + r)^n', () => {
  it('known answers', () => {
    // $100,000 in 10 years at 3 %: 100,000 / 1.03^10 = 100,000 / 1.343916379… = 74,409.39
    expect(toTodaysDollars(100_000, 10, 3)).toBeCloseTo(74_409.39, 2);
    // $1,000 in 1 year at 2 %: 1,000 / 1.02 = 980.39
    expect(toTodaysDollars(1_000, 1, 2)).toBeCloseTo(980.39, 2);
    // The rule of 72 at 2 %: prices double in about 35 years, 1.02^35 = 1.99989 → $2,000 is worth $1,000.06
    expect(toTodaysDollars(2_000, 35, 2)).toBeCloseTo(1_000.06, 2);
    // 30 years at the site-wide 2 %: 1 / 1.02^30 = 0.552071
    expect(deflationFactor(30, SITE_INFLATION_PERCENT)).toBeCloseTo(0.552071, 6);
  });

  it('is the amount itself now, or when inflation is 0', () => {
    expect(toTodaysDollars(12_345, 0, 3)).toBe(12_345);
    expect(toTodaysDollars(12_345, 25, 0)).toBe(12_345);
  });

  it('dates by calendar year; a past year counts as now', () => {
    expect(toTodaysDollarsInYear(1_030, 2027, 2026, 3)).toBeCloseTo(1_000, 9);
    expect(toTodaysDollarsInYear(1_000, 2020, 2026, 3)).toBe(1_000);
  });

  it('turns junk into finite numbers, never NaN or Infinity', () => {
    expect(toTodaysDollars(Number.NaN, 10, 3)).toBe(0);
    expect(toTodaysDollars(1_000, Number.NaN, 3)).toBe(1_000);
    expect(toTodaysDollars(1_000, 10, Number.NaN)).toBeCloseTo(1_000 / 1.02 ** 10, 9);
    expect(toTodaysDollars(Number.POSITIVE_INFINITY, 10, 3)).toBe(0);
    expect(toTodaysDollars(1_000, 1e9, 3)).toBeCloseTo(1_000 / 1.03 ** 120, 9);
    expect(toTodaysDollars(1_000, 10, -50)).toBe(1_000);
  });
});

describe('inflationAssumption', () => {
  it('uses the tool’s own rate where it has one, else the site-wide 2 % with its source', () => {
    // Whose rate is a fact (basis); the tool words it (shared/layout/TodaysDollars.tsx). The citation stays rule data.
    expect(inflationAssumption(3)).toEqual({ percent: 3, basis: 'entered' });
    expect(inflationAssumption()).toEqual({
      percent: 2,
      basis: 'site',
      source: expect.stringContaining('Statement on Longer-Run Goals'),
    });
    expect(inflationAssumption(Number.NaN).percent).toBe(2);
    expect(inflationAssumption(99).percent).toBe(20);
  });
});

describe('rowsInTodaysDollars', () => {
  it('deflates only the money columns, row by row', () => {
    const rows = [
      { year: 2026, age: 70, balance: 100_000 },
      { year: 2027, age: 71, balance: 103_000 },
    ];
    const real = rowsInTodaysDollars(rows, ['balance'], (row) => row.year - 2026, 3);
    expect(real[0]).toEqual({ year: 2026, age: 70, balance: 100_000 });
    expect(real[1]?.age).toBe(71);
    expect(real[1]?.balance).toBeCloseTo(100_000, 9);
    expect(rows[1]?.balance).toBe(103_000);
  });
});

describe('properties', () => {
  const amount = amountUpTo(1e9);
  const years = fc.integer({ min: 0, max: 100 });
  const rate = amountUpTo(20);

  it('never more than the nominal amount, never negative, always finite', () => {
    forAll(amount, years, rate, (a, n, r) => {
      const real = toTodaysDollars(a, n, r);
      expect(Number.isFinite(real)).toBe(true);
      expect(real).toBeGreaterThanOrEqual(0);
      expect(real).toBeLessThanOrEqual(a);
    });
  });

  it('the further out, the less it is worth today', () => {
    forAll(amountUpTo(1e9, 1), years, amountUpTo(20, 0.1), (a, n, r) => {
      expect(toTodaysDollars(a, n + 1, r)).toBeLessThan(toTodaysDollars(a, n, r));
    });
  });

  it('undoes compounding: growing today’s amount by inflation and deflating it gives it back', () => {
    fc.assert(
      // Amounts stay small enough that the grown amount stays under the $1 trillion cap.
      fc.property(amountUpTo(1e6), fc.integer({ min: 0, max: 60 }), rate, (a, n, r) => {
        // Relative tolerance: floating point keeps about 15 significant digits.
        expect(Math.abs(toTodaysDollars(a * (1 + r / 100) ** n, n, r) - a)).toBeLessThanOrEqual(1e-8 * Math.max(1, a));
      }),
    );
  });

  it('deflating two steps equals deflating once over both', () => {
    forAll(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), rate, (m, n, r) => {
      expect(deflationFactor(m, r) * deflationFactor(n, r)).toBeCloseTo(deflationFactor(m + n, r), 12);
    });
  });
});
