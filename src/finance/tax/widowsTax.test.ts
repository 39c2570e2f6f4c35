import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { widowsTax, type WidowsTaxInput } from './widowsTax';
import { calculateTaxImpact } from './taxImpact';
import { expectAllFinite, hostileRecord } from '../testing/financeTestKit';

// A couple, both 70 at the end of 2026: Social Security 48,000 (yours 30,000, your spouse's 18,000) and 60,000 of
// traditional IRA withdrawals; 2026 tables (Rev. Proc. 2025-32; senior deduction P.L. 119-21 §70103); a death in 2027.
const couple: Partial<WidowsTaxInput> = {
  filingStatus: 'marriedJoint',
  age: 70,
  spouseAge: 70,
  socialSecurity: 48_000,
  spouseSocialSecurity: 18_000,
  traditionalWithdrawals: 60_000,
  taxYear: 2026,
  deathYear: 2027,
};

describe('widowsTax — worked by hand (Rev. Proc. 2025-32; IRS Pub. 915 worksheet; CMS 2026 IRMAA fact sheet)', () => {
  it('2028, the first single year: tax 5,804 as a couple → 8,347.60 for the survivor, 2,543.60 more on 18,000 less income', () => {
    // Both living, 72 and 72 (joint): provisional ½ × 48,000 + 60,000 = 84,000, over 32,000 by 52,000 →
    //   taxable benefits min(24,000, ½ × 12,000) + 85 % × 40,000 = 40,000 (cap 40,800) → AGI 100,000;
    //   deduction 32,200 + 2 × 1,650 + 2 × 6,000 = 47,500 → taxable 52,500 → 2,480 + 12 % × 27,700 = 5,804.
    // You alone (single): you keep your own 30,000 (at 72, past your survivor full retirement age, the widow's benefit would be
    //   your spouse's 18,000: 20 CFR 404.407); provisional 15,000 + 60,000 = 75,000 → 4,500 + 85 % × 41,000 = 39,350, cap 25,500
    //   → AGI 85,500; deduction 16,100 + 2,050 + (6,000 − 6 % × 10,500) = 23,520 → taxable 61,980 → 1,240 + 4,560 + 22 % × 11,580 = 8,347.60.
    const r = widowsTax(couple)!;
    expect(r.error).toBeNull();
    expect(r.warning).toBeNull();
    expect(r.firstSingleYear).toBe(2028);
    expect(r.years.map((y) => y.year)).toEqual([2028, 2029, 2030]);
    const first = r.years[0]!;
    expect(first).toMatchObject({
      survivorAge: 72,
      survivorSocialSecurity: 30_000,
      survivorIncome: 90_000,
      bothIncome: 108_000,
      survivorMagi: 85_500,
      bothMagi: 100_000,
    });
    expect(first.bothTax).toBeCloseTo(5_804, 9);
    expect(first.survivorTax).toBeCloseTo(8_347.6, 9);
    expect(first.taxChange).toBeCloseTo(2_543.6, 9);
    expect(first.incomeChange).toBe(-18_000);
    // Both MAGIs are under the thresholds (joint 218,000, single 109,000 in 2026): no surcharge either way.
    expect(r.years.every((y) => y.premiumChange === 0 && y.survivorTier === 0)).toBe(true);
    // Qualifying surviving spouse (with a dependent child only): the two years after the death.
    expect(r.years.map((y) => y.qualifyingSurvivingSpouseYear)).toEqual([true, true, false]);
  });

  it('the same income on a single return: 100,800 of AGI, deduction 16,100 + 2,050 + 4,452 → 11,915.56 against 5,804 joint', () => {
    // Single, 72, benefits 48,000: provisional 84,000, over 34,000 by 50,000 → 42,500 + 4,500, cap 40,800 → AGI 100,800;
    //   senior 6,000 − 6 % × 25,800 = 4,452 → deduction 22,602 → taxable 78,198 → 1,240 + 4,560 + 22 % × 27,798 = 11,915.56.
    const r = widowsTax(couple)!;
    expect(r.sameIncomeJointTax).toBeCloseTo(5_804, 9);
    expect(r.sameIncomeSingleTax).toBeCloseTo(11_915.56, 6);
  });

  it('premiums: the lookback keeps the joint thresholds for two years, then the single ones (traditional 120,000)', () => {
    // Joint: provisional 144,000 → taxable benefits 40,800 → MAGI 160,800 (tier 0, under 218,000).
    //   Deduction 32,200 + 3,300 + 2 × (6,000 − 6 % × 10,800) = 46,204 → taxable 114,596 → 2,480 + 9,120 + 22 % × 13,796 = 14,635.12.
    // Single: taxable benefits capped at 25,500 → MAGI 145,500; deduction 16,100 + 2,050 + (6,000 − 6 % × 70,500) = 19,920
    //   → taxable 125,580 → 1,240 + 4,560 + 12,166 + 24 % × 19,880 = 22,737.20; change 8,102.08.
    // 2028 and 2029 premiums follow the joint returns of 2026 and 2027; 2030 the single return of 2028: 145,500 is over 137,000,
    //   tier 2: (405.80 − 202.90) + 37.50 = 240.40 a month, 2,884.80 a year (CMS 2026 fact sheet).
    const r = widowsTax({ ...couple, traditionalWithdrawals: 120_000 })!;
    expect(r.years.map((y) => [y.premiumsFromYear, y.premiumsFromStatus, y.premiumsFromMagi, y.survivorTier])).toEqual([
      [2026, 'marriedJoint', 160_800, 0],
      [2027, 'marriedJoint', 160_800, 0],
      [2028, 'single', 145_500, 2],
    ]);
    expect(r.years[0]!.taxChange).toBeCloseTo(8_102.08, 6);
    expect(r.years[2]!.survivorSurcharge).toBeCloseTo(2_884.8, 9);
    expect(r.years[2]!.premiumChange).toBeCloseTo(2_884.8, 9);
  });

  it('a couple already surcharged: two people paying on the joint tier → one person, then the single tier', () => {
    // Traditional 250,000 (joint MAGI 290,800: over 274,000 → tier 2, 240.40 a month each, 2,884.80 a year each = 5,769.60).
    // Survivor: MAGI 275,500 single → over 205,000 and under 500,000 → tier 4: (649.20 − 202.90) + 83.30 = 529.60 a month, 6,355.20 a year.
    const r = widowsTax({ ...couple, traditionalWithdrawals: 250_000 })!;
    expect(r.years[0]).toMatchObject({ bothTier: 2, survivorTier: 2, premiumsFromStatus: 'marriedJoint' });
    expect(r.years[0]!.bothSurcharge).toBeCloseTo(5_769.6, 9);
    expect(r.years[0]!.survivorSurcharge).toBeCloseTo(2_884.8, 9);
    expect(r.years[0]!.premiumChange).toBeCloseTo(-2_884.8, 9);
    expect(r.years[2]).toMatchObject({ survivorTier: 4, survivorMagi: 275_500 });
    expect(r.years[2]!.survivorSurcharge).toBeCloseTo(6_355.2, 9);
    expect(r.years[2]!.premiumChange).toBeCloseTo(6_355.2 - 5_769.6, 9);
  });

  it('a younger survivor gets H1’s reduced widow’s benefit (survivorBenefit): 63 in 2027, born 1964', () => {
    // You 62 in 2026 with 12,000 a year; your spouse 24,000 (2,000 a month). Death 2026 → in 2027 you are 63,
    // 48 months before your survivor full retirement age of 67: 2,000 − ⌈2,000 × 48 × 0.285 ÷ 84⌉ = 1,674.20 a month (POMS RS 00615.301).
    const r = widowsTax({
      ...couple,
      age: 62,
      spouseAge: 64,
      socialSecurity: 36_000,
      spouseSocialSecurity: 24_000,
      deathYear: 2026,
    })!;
    expect(r.years[0]!.survivorSocialSecurity).toBeCloseTo(20_090.4, 9);
    expect(r.years[0]!.incomeChange).toBeCloseTo(20_090.4 - 36_000, 9);
  });

  it('before 65 nobody pays Medicare premiums: no surcharge even on a large income', () => {
    const r = widowsTax({ ...couple, age: 55, spouseAge: 55, traditionalWithdrawals: 900_000, deathYear: 2026 })!;
    expect(r.years.every((y) => y.survivorSurcharge === 0 && y.bothSurcharge === 0)).toBe(true);
  });
});

describe('widowsTax — the spouse’s part: blank is not 0 (issue I6, item 2)', () => {
  it('blank counts all the benefits as yours and says it was not entered; 0 says your spouse gets none, entered', () => {
    const blank = widowsTax({ ...couple, spouseSocialSecurity: null })!;
    expect(blank).toMatchObject({
      ownSocialSecurity: 48_000,
      spouseSocialSecurity: 0,
      spouseSocialSecurityEntered: false,
    });
    const zero = widowsTax({ ...couple, spouseSocialSecurity: 0 })!;
    expect(zero).toMatchObject({
      ownSocialSecurity: 48_000,
      spouseSocialSecurity: 0,
      spouseSocialSecurityEntered: true,
    });
    expect(widowsTax(couple)!.spouseSocialSecurityEntered).toBe(true);
  });
});

describe('widowsTax — bad input gets plain words, never NaN', () => {
  it('no death year, or not a joint return: null (nothing to show)', () => {
    expect(widowsTax({ ...couple, deathYear: 0 })).toBeNull();
    expect(widowsTax({ ...couple, filingStatus: 'single' })).toBeNull();
    expect(widowsTax(null)).toBeNull();
  });

  it('a year before the tax year, or more than 30 years after it: a sentence and no years', () => {
    expect(widowsTax({ ...couple, deathYear: 2020 })!.error).toEqual({
      id: 'beforeTaxYear',
      deathYear: 2020,
      taxYear: 2026,
    });
    expect(widowsTax({ ...couple, deathYear: 2070 })!.error).toEqual({
      id: 'pastHorizon',
      deathYear: 2070,
      taxYear: 2026,
      horizonYears: 30,
      lastYear: 2056,
    });
    expect(widowsTax({ ...couple, deathYear: 2070 })!.years).toEqual([]);
    expect(widowsTax({ ...couple, deathYear: 2056 })!.error).toBeNull();
  });

  it('the spouse’s benefits above the couple’s total: the total is used, and said', () => {
    const r = widowsTax({ ...couple, spouseSocialSecurity: 60_000 })!;
    expect(r.spouseSocialSecurity).toBe(48_000);
    expect(r.ownSocialSecurity).toBe(0);
    expect(r.warning).toEqual({ id: 'spouseAboveTotal', spouseSocialSecurity: 60_000, total: 48_000 });
  });

  it('hostile input never gives NaN or Infinity', () => {
    const keys = [
      'filingStatus',
      'age',
      'spouseAge',
      'socialSecurity',
      'spouseSocialSecurity',
      'pensionIncome',
      'traditionalWithdrawals',
      'rothWithdrawals',
      'investmentIncome',
      'otherIncome',
      'taxYear',
      'deathYear',
    ] as const;
    fc.assert(
      fc.property(hostileRecord(keys), (raw) => {
        expectAllFinite(widowsTax({ ...couple, ...raw } as never));
      }),
      { numRuns: 200 },
    );
  });

  it('property: on the same income a single return never costs less than the joint one (the widow’s tax is never negative)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 100 }),
        fc.integer({ min: 18, max: 100 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.constantFrom(2023, 2024, 2025, 2026),
        (age, spouseAge, ss, other, taxYear) => {
          const r = widowsTax({
            ...couple,
            age,
            spouseAge,
            socialSecurity: ss,
            spouseSocialSecurity: 0,
            traditionalWithdrawals: other,
            taxYear: taxYear as 2026,
            deathYear: taxYear,
          })!;
          expect(r.sameIncomeSingleTax).toBeGreaterThanOrEqual(r.sameIncomeJointTax - 1e-6);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the year of the death is taxed as before: the tool’s own joint figure', () => {
    // The first survivor year's joint figures are the tax impact calculator's, two years on.
    const r = widowsTax(couple)!;
    expect(r.years[0]!.bothTax).toBe(calculateTaxImpact({ ...couple, age: 72, spouseAge: 72 }).totalTax);
  });
});
