import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { calculateHsa, type HsaInput } from './hsa';
import { expectAllFinite, hostileRecord, hostileValue, amountUpTo, forAll } from '../testing/financeTestKit';

/** SPEC §9's default inputs (age 35, 4,150 a year, self-only, retire at 65, 7 %, brackets 22 and 12 %, expenses 5,000), written out. */
const SPEC_INPUT: HsaInput = {
  age: 35,
  currentHSA: 0,
  annualContribution: 4_150,
  coverageType: 'self',
  retirementAge: 65,
  expectedReturn: 7,
  currentTaxBracket: 22,
  retirementTaxBracket: 12,
  healthcareExpenses: 5_000,
};
/** SPEC §9's known answers use the 2024 limits; the tool itself opens on the calendar's newest year. */
const SPEC_DEFAULTS: HsaInput = { ...SPEC_INPUT, limitYear: 2024 };
const run = (over: Partial<HsaInput>) => calculateHsa({ ...SPEC_DEFAULTS, ...over });

/** Independent month-by-month simulation of SPEC §9, which grows the balance with "monthly compounding with monthly contributions". */
function simulate(start: number, annual: number, ratePct: number, years: number): number {
  let b = start;
  for (let m = 0; m < years * 12; m++) b = b * (1 + ratePct / 1200) + annual / 12;
  return Math.round(b);
}

describe('calculateHsa — known answers', () => {
  it('with no year, the newest held, 2026 (Rev. Proc. 2025-19 §3: self-only 4,400): the spec default 4,150 is under the limit, and the advice says so', () => {
    const r = calculateHsa(SPEC_INPUT);
    expect(calculateHsa({ ...SPEC_INPUT, limitYear: 2026 })).toEqual(r);
    expect(r.limitYear).toBe(2026);
    expect(r.contributionLimit).toBe(4_400);
    expect(r.totalAnnualContribution).toBe(4_150);
    expect(r.recommendations[0]).toEqual({ id: 'belowLimit', limit: 4_400, year: 2026 });
  });

  it('spec defaults (Rev. Proc. 2023-23: 2024 self-only 4,150): projection matches a month-by-month simulation', () => {
    const r = calculateHsa(SPEC_DEFAULTS);
    expect(r.contributionLimit).toBe(4_150);
    expect(r.totalAnnualContribution).toBe(4_150);
    expect(r.projectedBalance.year5).toBe(simulate(0, 4_150, 7, 5));
    expect(r.projectedBalance.year20).toBe(simulate(0, 4_150, 7, 20));
    expect(r.projectedBalance.retirement).toBe(simulate(0, 4_150, 7, 30));
    expect(r.projectedBalance.year5).toBe(24_759);
  });

  it('SPEC §9: tax savings 22 % × 4,150 = 913; lifetime × 30 years = 27,390', () => {
    expect(calculateHsa(SPEC_DEFAULTS).taxSavings).toEqual({ currentYear: 913, lifetime: 27_390 });
  });

  it('26 USC §223(b)(3) catch-up at 55: 6,000 requested → capped at 4,150 + 1,000', () => {
    const r = run({ age: 55, annualContribution: 6_000 });
    expect(r).toMatchObject({
      contributionLimit: 5_150,
      totalAnnualContribution: 5_150,
      currentYearContribution: 4_150,
      catchUpContribution: 1_000,
      contributionCapped: true,
    });
  });

  it('catch-up unused at 55 triggers the catch-up advice; 54 gets no catch-up', () => {
    expect(run({ age: 55 }).recommendations.map((a) => a.id)).toContain('catchUp');
    expect(run({ age: 54, annualContribution: 9_000 }).totalAnnualContribution).toBe(4_150);
  });

  it('Rev. Proc. 2024-25: 2025 family limit 8,550; Rev. Proc. 2025-19: 2026 self-only 4,400', () => {
    expect(run({ coverageType: 'family', annualContribution: 9_000, limitYear: 2025 }).totalAnnualContribution).toBe(
      8_550,
    );
    expect(run({ limitYear: 2026, annualContribution: 10_000 }).contributionLimit).toBe(4_400);
  });

  it('the limit line of "How this is calculated" names the year, the amount and its Revenue Procedure', () => {
    const limitLine = (over: Partial<HsaInput>) => run(over).assumptions.find((a) => a.id === 'limit');
    expect(limitLine({ limitYear: 2024 })).toEqual({
      id: 'limit',
      year: 2024,
      limit: 4_150,
      coverage: 'self',
      source: 'Rev. Proc. 2023-23 §3',
    });
    expect(limitLine({ limitYear: 2025, coverageType: 'family' })).toEqual({
      id: 'limit',
      year: 2025,
      limit: 8_550,
      coverage: 'family',
      source: 'Rev. Proc. 2024-25 §3',
    });
    expect(limitLine({ limitYear: 2026 })).toEqual({
      id: 'limit',
      year: 2026,
      limit: 4_400,
      coverage: 'self',
      source: 'Rev. Proc. 2025-19 §3',
    });
  });

  it('0 % return: balance = start + contributions (1,000 + 5 × 1,200 = 7,000)', () => {
    expect(run({ expectedReturn: 0, currentHSA: 1_000, annualContribution: 1_200 }).projectedBalance.year5).toBe(7_000);
  });

  it('SPEC §9 allocation bands: 44 → 80–90 stocks, 45 → 60–70, 60 → 40–50, 18 → first band', () => {
    expect(run({ age: 44 }).allocation.stocks).toEqual({ min: 80, max: 90 });
    expect(run({ age: 45 }).allocation.stocks).toEqual({ min: 60, max: 70 });
    expect(run({ age: 60 }).allocation).toEqual({
      stocks: { min: 40, max: 50 },
      bonds: { min: 40, max: 50 },
      cash: { min: 10, max: 20 },
    });
    expect(run({ age: 18 }).allocation.cash).toEqual({ min: 0, max: 5 });
  });

  it('SPEC §9 allocation, whole bands (stocks / bonds / cash): 44 → 80–90 / 10–20 / 0–5; 59 → 60–70 / 25–35 / 5–10', () => {
    expect(run({ age: 44 }).allocation).toEqual({
      stocks: { min: 80, max: 90 },
      bonds: { min: 10, max: 20 },
      cash: { min: 0, max: 5 },
    });
    expect(run({ age: 59 }).allocation).toEqual({
      stocks: { min: 60, max: 70 },
      bonds: { min: 25, max: 35 },
      cash: { min: 5, max: 10 },
    });
  });

  it('SPEC §9 recommendation triggers: below limit, zero balance, low return, expenses, higher retirement bracket', () => {
    const all = run({
      annualContribution: 1_000,
      currentHSA: 0,
      expectedReturn: 5,
      healthcareExpenses: 100,
      retirementTaxBracket: 32,
    }).recommendations;
    expect(all).toHaveLength(5);
    const none = run({
      annualContribution: 4_150,
      currentHSA: 10,
      expectedReturn: 7,
      healthcareExpenses: 0,
      retirementTaxBracket: 12,
    }).recommendations;
    expect(none).toEqual([]);
  });

  it('SPEC §9 monthly compounding of a starting balance: 10,000 at 7 % for 5 years, no deposits → 10,000 × (1 + 0.07/12)^60 = 14,176', () => {
    const r = run({ currentHSA: 10_000, annualContribution: 0 });
    expect(r.projectedBalance.year5).toBe(simulate(10_000, 0, 7, 5));
    expect(r.projectedBalance.year5).toBe(14_176);
  });

  it('each SPEC §9 advice says what it is about', () => {
    const text = run({
      annualContribution: 1_000,
      currentHSA: 0,
      expectedReturn: 5,
      healthcareExpenses: 100,
      retirementTaxBracket: 32,
    }).recommendations;
    expect(text).toEqual([
      { id: 'belowLimit', limit: 4_150, year: 2024 },
      { id: 'zeroBalance' },
      { id: 'lowReturn' },
      { id: 'payOutOfPocket' },
      { id: 'higherBracketLater' },
    ]);
  });

  it('advice edges: at 55 the catch-up advice replaces the below-limit one and stops once the catch-up is used; 6 % return and equal brackets get no advice', () => {
    const ids = (over: Partial<HsaInput>) => run(over).recommendations.map((a) => a.id);
    const at55 = ids({ age: 55, annualContribution: 1_000 });
    expect(at55).toContain('catchUp');
    expect(at55).not.toContain('belowLimit');
    expect(run({ age: 55, annualContribution: 1_000 }).recommendations[0]).toEqual({
      id: 'catchUp',
      age: 55,
      amount: 1_000,
    });
    expect(ids({ age: 55, annualContribution: 5_150 })).not.toContain('catchUp');
    expect(ids({ expectedReturn: 6 })).not.toContain('lowReturn');
    expect(ids({ currentTaxBracket: 22, retirementTaxBracket: 22 })).not.toContain('higherBracketLater');
  });

  it('a contribution exactly at the limit is not "capped"; one dollar over is', () => {
    expect(run({ annualContribution: 4_150 }).contributionCapped).toBe(false);
    expect(run({ annualContribution: 4_151 }).contributionCapped).toBe(true);
    expect(run({ annualContribution: 1_000 }).contributionCapped).toBe(false);
  });

  it('years of expenses covered = retirement balance ÷ yearly expenses (10,000 ÷ 2,500 = 4); under one dollar of expenses → 0', () => {
    const flat = { currentHSA: 10_000, annualContribution: 0, expectedReturn: 0 };
    expect(run({ ...flat, healthcareExpenses: 2_500 }).yearsOfExpensesCovered).toBe(4);
    expect(run({ ...flat, healthcareExpenses: 1 }).yearsOfExpensesCovered).toBe(10_000);
    expect(run({ ...flat, healthcareExpenses: 0.5 }).yearsOfExpensesCovered).toBe(0);
  });

  it('"How this is calculated" shows the catch-up rule, the return and the bracket used; three formulas', () => {
    const r = run({ expectedReturn: 6.5, currentTaxBracket: 24 });
    expect(r.assumptions.map((a) => a.id)).toEqual([
      'limit',
      'catchUp',
      'growth',
      'contributions',
      'taxSavings',
      'allocation',
    ]);
    expect(r.assumptions[1]).toEqual({ id: 'catchUp', amount: 1_000, age: 55, source: '26 USC §223(b)(3)' });
    expect(r.assumptions[2]).toEqual({ id: 'growth', rate: 6.5 });
    expect(r.assumptions[4]).toEqual({ id: 'taxSavings', bracket: 24 });
    expect(r.formulas).toHaveLength(3);
  });

  it('retirement age below current age → 0 years; retirement balance = current balance', () => {
    const r = run({ age: 65, retirementAge: 60, currentHSA: 12_345 });
    expect(r.yearsToRetirement).toBe(0);
    expect(r.projectedBalance.retirement).toBe(12_345);
    expect(r.taxSavings.lifetime).toBe(0);
  });
});

describe('calculateHsa — properties', () => {
  const keys = [
    'age',
    'currentHSA',
    'annualContribution',
    'coverageType',
    'retirementAge',
    'expectedReturn',
    'currentTaxBracket',
    'retirementTaxBracket',
    'healthcareExpenses',
    'limitYear',
  ] as const;
  it('hostile input → finite, non-negative results; contribution never above the limit', () => {
    forAll(fc.oneof(hostileRecord(keys), hostileValue), (input) => {
      const r = calculateHsa(input as never);
      expectAllFinite(r);
      expect(r.totalAnnualContribution).toBeLessThanOrEqual(r.contributionLimit);
      for (const v of Object.values(r.projectedBalance)) expect(v).toBeGreaterThanOrEqual(0);
      expect(r.taxSavings.currentYear).toBeGreaterThanOrEqual(0);
    });
  });
  it('more contribution never lowers the 10-year balance', () => {
    forAll(amountUpTo(10_000), amountUpTo(10_000), fc.integer({ min: 18, max: 65 }), (a, extra, age) => {
      expect(run({ age, annualContribution: a + extra }).projectedBalance.year10).toBeGreaterThanOrEqual(
        run({ age, annualContribution: a }).projectedBalance.year10,
      );
    });
  });
});
