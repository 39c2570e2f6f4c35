/** The hooks the household plan added to the project's engines, and the year's tax built on them. */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { computeOrdinaryTax, ordinaryTaxFunction } from '../tax/tax';
import { TAX_YEARS } from '../rules/tax/taxYears';
import { compareCoupleClaiming, coupleYearlyIncome } from '../socialSecurity/socialSecurityCouple';
import { largestWithin, taxRules, yearTax, type TaxParts, type TaxYearContext } from './yearTax';

describe('ordinaryTaxFunction (tax.ts) is computeOrdinaryTax’s total', () => {
  it('for every status, held year and income', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'single' as const,
          'marriedJoint' as const,
          'marriedSeparate' as const,
          'headOfHousehold' as const,
        ),
        fc.constantFrom(...TAX_YEARS),
        fc.double({ min: -1e3, max: 2e6, noNaN: true }),
        (status, year, income) => {
          expect(ordinaryTaxFunction(status, year)(income)).toBe(computeOrdinaryTax(income, status, year).total);
        },
      ),
    );
  });
});

describe('yearTax indexes the held tables to the plan’s prices', () => {
  const rules = taxRules(2026);
  const context = (k: number, over: Partial<TaxYearContext> = {}): TaxYearContext => ({
    rules,
    status: 'marriedJoint',
    age65: 2,
    senior: false,
    k,
    benefits: 0,
    ...over,
  });
  const parts = (): TaxParts => ({ tax: 0, magi: 0, taxableIncome: 0, ssTaxable: 0 });
  it('with no Social Security and no senior deduction, prices × k make income × k pay tax × k', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 3e5, noNaN: true }),
        fc.double({ min: 0.5, max: 4, noNaN: true }),
        (ordinary, gains, k) => {
          const base = yearTax(context(1), ordinary, gains, parts());
          expect(yearTax(context(k), ordinary * k, gains * k, parts())).toBeCloseTo(base * k, 6);
        },
      ),
    );
  });
  it('2026 joint, both 65+: 100,000 of pension → 100,000 − 35,500 = 64,500 taxable: 2,480 + 12 % × 39,700 = 7,244', () => {
    // Rev. Proc. 2025-32: deduction 32,200 + 2 × 1,650; 10 % to 24,800, 12 % to 100,800.
    const out = parts();
    expect(yearTax(context(1), 100_000, 0, out)).toBeCloseTo(7_244, 6);
    expect(out.taxableIncome).toBe(64_500);
    // The same at prices 1.5 times higher: the tables scale, the tax is 1.5 times 7,244.
    expect(yearTax(context(1.5), 150_000, 0, out)).toBeCloseTo(10_866, 6);
  });
  it('Pub. 915’s thresholds do not move with prices: the same benefits and other income give the same taxable part', () => {
    const out = parts();
    yearTax(context(1, { benefits: 30_000 }), 30_000, 0, out);
    const atToday = out.ssTaxable;
    yearTax(context(2, { benefits: 30_000 }), 30_000, 0, out);
    expect(out.ssTaxable).toBe(atToday);
    // Provisional income 15,000 + 30,000 = 45,000: 50 % of 12,000 (32,000–44,000) + 85 % of 1,000 = 6,850.
    expect(atToday).toBeCloseTo(6_850, 6);
  });
});

describe('largestWithin', () => {
  it('finds the largest x whose never-decreasing f(x) stays within the target, to the cent', () => {
    const f = (x: number) => (x < 1_000 ? 0 : x < 5_000 ? x - 1_000 : 4_000 + 1.85 * (x - 5_000));
    expect(largestWithin(f, 2_000, 1e6)).toBeCloseTo(3_000, 2);
    expect(largestWithin(f, 10_000, 1e6)).toBeCloseTo(5_000 + 6_000 / 1.85, 2);
    expect(f(largestWithin(f, 10_000, 1e6))).toBeLessThanOrEqual(10_000);
    expect(largestWithin(f, 10_000, 100)).toBe(100);
    expect(largestWithin(() => 5, 1, 100)).toBe(0);
  });
});

describe('coupleYearlyIncome (socialSecurityCouple.ts) is the comparison’s yearly income for the pair chosen', () => {
  it('for the best pair, with the ages at death the comparison assumed', () => {
    const input = {
      a: { name: 'A', birthYear: 1962, birthMonth: 3, pia: 2_600, deathAge: 86 },
      b: { name: 'B', birthYear: 1964, birthMonth: 11, pia: 1_100, deathAge: 91 },
      realDiscountPercent: 2,
      today: { year: 2026, month: 1 },
    };
    const best = compareCoupleClaiming(input);
    const rows = coupleYearlyIncome({ ...input, claimA: best.best.claimA, claimB: best.best.claimB });
    expect(rows).toEqual(best.yearly);
  });
});
