import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateDisability, disabilityBaseRate, DISABILITY_BOUNDS, type DisabilityInput } from './disability';
import {
  hostileInputFor,
  hostileWith,
  itStaysFiniteAndNonNegative,
  amountUpTo,
  forAll,
} from '../testing/financeTestKit';

/** The SPEC §9 starting figures (age 35, income 75,000, expenses 5,000, 90 days, to 65, 60 %), written out. */
const SPEC_INPUT: DisabilityInput = {
  age: 35,
  gender: 'male',
  occupation: 'professional',
  annualIncome: 75000,
  monthlyExpenses: 5000,
  existingCoverage: 0,
  healthStatus: 'good',
  eliminationPeriod: 90,
  benefitPeriod: 'to-65',
  coverageAmount: 60,
};

const hostileInput = hostileInputFor(
  SPEC_INPUT,
  hostileWith(-1, 0, null, undefined, '', 'lifetime', 'high-risk', '365'),
);

describe('calculateDisability known answers', () => {
  it('SPEC §9 defaults: 60 % × 75,000 / 12 = 3,750 (< 80 % × 5,000); premium 35 × 3,750 / 1,000 = 131.25', () => {
    const r = calculateDisability();
    expect(r).toMatchObject({
      monthlyBenefit: 3750,
      annualBenefit: 45000,
      benefitPercentage: 60,
      monthlyPremium: 131.25,
      annualPremium: 1575,
      coverageGap: 3750,
      eliminationPeriod: 90,
      benefitPeriod: 'to-65',
    });
    expect(r.recommendations.map((t) => t.id)).toEqual(['coverageGap']); // only the gap trigger
  });

  it('SPEC §9 expense cap: 150,000 income → 7,500 vs 80 % × 5,000 = 4,000 → 4,000 (32 % of income)', () => {
    const r = calculateDisability({ annualIncome: 150000 });
    expect(r.monthlyBenefit).toBe(4000);
    expect(r.benefitPercentage).toBe(32);
    expect(r.monthlyPremium).toBe(140); // 35 × 4
  });

  it('SPEC §9 base rate bands: <30 25, <40 35, <50 50, <60 75, ≥60 100', () => {
    expect([18, 29, 30, 39, 40, 49, 50, 59, 60, 65].map(disabilityBaseRate)).toEqual([
      25, 25, 35, 35, 50, 50, 75, 75, 100, 100,
    ]);
  });

  it('SPEC §9: age 55 → 75 × 3.75 = 281.25 a month, and the over-50 advice', () => {
    const r = calculateDisability({ age: 55 });
    expect(r.monthlyPremium).toBe(281.25);
    expect(r.recommendations.some((t) => t.id === 'olderWorker')).toBe(true);
  });

  it('SPEC §9 factors: female, high-risk, poor, 30 days, lifetime, 62 → 100 × 2 × 1.5 × 1.3 × 1.3 × 1.2 × 3.75 = 2,281.50', () => {
    const r = calculateDisability({
      age: 62,
      gender: 'female',
      occupation: 'high-risk',
      healthStatus: 'poor',
      eliminationPeriod: 30,
      benefitPeriod: 'lifetime',
    });
    expect(r.monthlyPremium).toBeCloseTo(2281.5, 2);
    expect(r.annualPremium).toBeCloseTo(27378, 2);
    expect(r.recommendations.some((t) => t.id === 'highRisk')).toBe(true);
    expect(r.recommendations.some((t) => t.id === 'longWait')).toBe(false); // 30 days
  });

  it('SPEC §9 factors: manual, excellent, 365 days, 2 years → 35 × 1.5 × 0.9 × 0.7 × 0.6 × 3.75 = 74.42; waiting advice', () => {
    const r = calculateDisability({
      occupation: 'manual',
      healthStatus: 'excellent',
      eliminationPeriod: 365,
      benefitPeriod: '2-years',
    });
    expect(r.monthlyPremium).toBeCloseTo(74.42, 2);
    expect(r.recommendations.some((t) => t.id === 'longWait')).toBe(true);
  });

  it('SPEC §9 gap: existing 5,000 covers the 3,750 benefit → gap 0, no advice; existing 1,000 → gap 2,750', () => {
    const full = calculateDisability({ existingCoverage: 5000 });
    expect(full.coverageGap).toBe(0);
    expect(full.recommendations).toEqual([]);
    expect(calculateDisability({ existingCoverage: 1000 }).coverageGap).toBe(2750);
  });

  it('SPEC §5 bounds: coverage 100 → 80 % (6,250 capped at 4,000); 10 → 40 % (2,500); age 70 → 65; age 10 → 18', () => {
    expect(calculateDisability({ coverageAmount: 100 }).monthlyBenefit).toBe(4000);
    expect(calculateDisability({ coverageAmount: 10 }).monthlyBenefit).toBe(2500);
    expect(calculateDisability({ age: 70 }).monthlyPremium).toBe(375); // 100 × 3.75
    expect(calculateDisability({ age: 10 }).monthlyPremium).toBe(93.75); // 25 × 3.75
  });

  it('no income → no benefit, 0 %, no premium; enums read from strings, unknown → defaults', () => {
    expect(calculateDisability({ annualIncome: 0 })).toMatchObject({
      monthlyBenefit: 0,
      benefitPercentage: 0,
      monthlyPremium: 0,
      coverageGap: 0,
    });
    expect(calculateDisability({ eliminationPeriod: '180' } as never).monthlyPremium).toBeCloseTo(111.56, 2); // 35 × 0.85 × 3.75
    expect(
      calculateDisability({ eliminationPeriod: 45, occupation: 'pilot', benefitPeriod: '3-years' } as never)
        .monthlyPremium,
    ).toBe(131.25);
    expect(DISABILITY_BOUNDS.coverageAmount).toEqual({ min: 40, max: 80 });
  });
});

describe('calculateDisability advice and explanation', () => {
  it('SPEC §9 advice "age over 50": exactly 50 gets none, 51 does; the gap advice names the monthly amount', () => {
    const older = (r: ReturnType<typeof calculateDisability>) => r.recommendations.some((t) => t.id === 'olderWorker');
    expect(older(calculateDisability({ age: 50 }))).toBe(false);
    expect(older(calculateDisability({ age: 51 }))).toBe(true);
    expect(calculateDisability().recommendations[0]).toEqual({ id: 'coverageGap', coverageGap: 3750 });
  });

  it('a list is not a choice: elimination [180] falls back to the default 90 days', () => {
    expect(calculateDisability({ eliminationPeriod: [180] } as never)).toMatchObject({
      eliminationPeriod: 90,
      monthlyPremium: 131.25,
    });
  });

  it('"How this is calculated": base rate with the age, every factor, the 80 % cap, each with its source; four formulas', () => {
    const r = calculateDisability({
      age: 62,
      gender: 'female',
      occupation: 'sales',
      healthStatus: 'fair',
      eliminationPeriod: 60,
      benefitPeriod: '5-years',
    });
    expect(r.assumptions).toEqual([
      { id: 'baseRate', baseRate: 100, age: 62, unit: 1000, source: expect.any(String) },
      {
        id: 'factors',
        occupation: 1.2,
        health: 1.2,
        elimination: 1.15,
        benefitPeriod: 0.8,
        gender: 1.2,
        source: expect.any(String),
      },
      { id: 'benefitCap', capShare: 80, source: expect.any(String) },
    ]);
    for (const a of r.assumptions) expect(a.source).toBe('Evergreen’s own educational model, not market prices');
    expect(r.formulas).toHaveLength(4);
  });
});

describe('calculateDisability properties', () => {
  itStaysFiniteAndNonNegative(hostileInput, calculateDisability);
  it('benefit never exceeds 80 % of expenses; premium grows with age', () => {
    forAll(amountUpTo(1e7), amountUpTo(1e6), fc.integer({ min: 18, max: 64 }), (inc, exp, age) => {
      const r = calculateDisability({ annualIncome: inc, monthlyExpenses: exp, age });
      expect(r.monthlyBenefit).toBeLessThanOrEqual(0.8 * exp + 0.01);
      expect(
        calculateDisability({ annualIncome: inc, monthlyExpenses: exp, age: age + 1 }).monthlyPremium,
      ).toBeGreaterThanOrEqual(r.monthlyPremium);
    });
  });
});
