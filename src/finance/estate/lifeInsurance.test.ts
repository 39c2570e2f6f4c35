import { describe, expect, it } from 'vitest';
import { calculateLifeInsuranceNeed, growingSum, LIFE_INSURANCE_BOUNDS } from './lifeInsurance';
import { LI_FALLBACK_INPUTS } from '../rules/estate/lifeInsurance';
import {
  hostileInputFor,
  hostileWith,
  itStaysFiniteAndNonNegative,
  amountUpTo,
  forAll,
} from '../testing/financeTestKit';

const hostileInput = hostileInputFor(LI_FALLBACK_INPUTS, hostileWith(-1, null, undefined, '', '$1,000'));
const zeroed = {
  totalDebts: 0,
  mortgageBalance: 0,
  finalExpenses: 0,
  educationCosts: 0,
  existingCoverage: 0,
  liquidAssets: 0,
};

describe('calculateLifeInsuranceNeed known answers', () => {
  it('defaults: 60,000 × (1.03^10 − 1) / 0.03 = 687,832.76 + 10,000 + 150,000 + 15,000 − 150,000 = 712,832.76', () => {
    const r = calculateLifeInsuranceNeed();
    expect(r.incomeReplacement).toBeCloseTo(687832.76, 2);
    expect(r.totalNeeds).toBeCloseTo(862832.76, 2);
    expect(r.totalResources).toBe(150000);
    expect(r.coverageNeeded).toBeCloseTo(712832.76, 2);
    expect(r.surplus).toBe(0);
  });

  it('DIME with no growth: 60,000 × 10 = 600,000', () => {
    expect(calculateLifeInsuranceNeed({ ...zeroed, incomeGrowthRate: 0 }).coverageNeeded).toBe(600000);
  });

  it('partial years: 2.5 years at 10 % growth = 100,000 + 110,000 + ½ × 121,000 = 270,500', () => {
    expect(growingSum(100000, 0.1, 2.5)).toBeCloseTo(270500, 6);
    expect(
      calculateLifeInsuranceNeed({ ...zeroed, annualIncome: 100000, yearsOfIncome: 2.5, incomeGrowthRate: 10 })
        .incomeReplacement,
    ).toBeCloseTo(270500, 2);
  });

  it('resources above needs → 0 needed and the surplus reported', () => {
    const r = calculateLifeInsuranceNeed({ ...zeroed, annualIncome: 10000, yearsOfIncome: 1, existingCoverage: 50000 });
    expect(r.coverageNeeded).toBe(0);
    expect(r.surplus).toBe(40000);
  });

  it('education and final expenses add one for one', () => {
    const base = calculateLifeInsuranceNeed().coverageNeeded;
    expect(calculateLifeInsuranceNeed({ educationCosts: 80000 }).coverageNeeded).toBeCloseTo(base + 80000, 2);
    expect(calculateLifeInsuranceNeed({ finalExpenses: 25000 }).coverageNeeded).toBeCloseTo(base + 10000, 2);
  });

  it('no years of income → only debts, mortgage and final expenses: 175,000 − 150,000 = 25,000', () => {
    expect(calculateLifeInsuranceNeed({ yearsOfIncome: 0 }).coverageNeeded).toBe(25000);
  });

  it('bounds: 100 years → 50; growth 30 % → 15 %; negative money → 0', () => {
    const r = calculateLifeInsuranceNeed({ ...zeroed, annualIncome: 1000, yearsOfIncome: 100, incomeGrowthRate: 30 });
    expect(r.incomeReplacement).toBeCloseTo((1000 * (Math.pow(1.15, 50) - 1)) / 0.15, 2);
    expect(calculateLifeInsuranceNeed({ ...zeroed, annualIncome: -5, yearsOfIncome: 1 }).coverageNeeded).toBe(0);
    expect(LIFE_INSURANCE_BOUNDS.yearsOfIncome.max).toBe(50);
  });

  it('text like "$50,000" is read as 50,000; garbage falls back to the default', () => {
    expect(calculateLifeInsuranceNeed({ ...zeroed, annualIncome: '$50,000', yearsOfIncome: 1 }).coverageNeeded).toBe(
      50000,
    );
    expect(calculateLifeInsuranceNeed({ annualIncome: 'lots' }).incomeReplacement).toBeCloseTo(687832.76, 2);
  });

  it('breakdown: needs minus resources equals the result', () => {
    const r = calculateLifeInsuranceNeed();
    const needs = r.breakdown.filter((b) => b.kind === 'need').reduce((s, b) => s + b.amount, 0);
    const res = r.breakdown.filter((b) => b.kind === 'resource').reduce((s, b) => s + b.amount, 0);
    expect(needs - res).toBeCloseTo(r.coverageNeeded, 2);
    expect(r.formulas.length).toBeGreaterThan(0);
  });
});

describe('calculateLifeInsuranceNeed table and explanation', () => {
  it('DIME breakdown rows: five needs (income, debts, mortgage, final expenses, education), then two resources', () => {
    const r = calculateLifeInsuranceNeed({ educationCosts: 40000, incomeGrowthRate: 0 });
    expect(r.breakdown).toEqual([
      { id: 'incomeReplacement', amount: 600000, kind: 'need' },
      { id: 'debts', amount: 10000, kind: 'need' },
      { id: 'mortgage', amount: 150000, kind: 'need' },
      { id: 'finalExpenses', amount: 15000, kind: 'need' },
      { id: 'education', amount: 40000, kind: 'need' },
      { id: 'existingCoverage', amount: 100000, kind: 'resource' },
      { id: 'liquidAssets', amount: 50000, kind: 'resource' },
    ]);
  });

  it('"How this is calculated" shows the years and growth used, the DIME method and what is left out', () => {
    const r = calculateLifeInsuranceNeed({ yearsOfIncome: 12, incomeGrowthRate: 2.5 });
    expect(r.assumptions.map((a) => a.id)).toEqual(['incomeReplaced', 'method', 'notIncluded']);
    expect(r.assumptions[0]).toEqual({ id: 'incomeReplaced', years: 12, rate: 2.5 });
    expect(r.assumptions[1]).toMatchObject({ source: expect.stringMatching(/educational model/) });
    expect(r.formulas).toHaveLength(3);
  });
});

describe('calculateLifeInsuranceNeed properties', () => {
  itStaysFiniteAndNonNegative(hostileInput, calculateLifeInsuranceNeed);
  it('more income → at least as much cover; more assets → no more cover', () => {
    forAll(amountUpTo(1e7), amountUpTo(1e7), (inc, assets) => {
      const a = calculateLifeInsuranceNeed({ annualIncome: inc, liquidAssets: assets });
      expect(
        calculateLifeInsuranceNeed({ annualIncome: inc + 1000, liquidAssets: assets }).coverageNeeded,
      ).toBeGreaterThanOrEqual(a.coverageNeeded);
      expect(
        calculateLifeInsuranceNeed({ annualIncome: inc, liquidAssets: assets + 1000 }).coverageNeeded,
      ).toBeLessThanOrEqual(a.coverageNeeded);
    });
  });
});
