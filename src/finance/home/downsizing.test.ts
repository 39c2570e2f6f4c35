import { describe, expect, it } from 'vitest';
import { calculateDownsizing, DOWNSIZING_BOUNDS } from './downsizing';
import { DS_FALLBACK_INPUTS } from '../rules/home/downsizing';
import {
  expectAllFinite,
  forAnyHostileInput,
  hostileInputFor,
  hostileWith,
  amountUpTo,
  forAll,
} from '../testing/financeTestKit';

const hostileInput = hostileInputFor(DS_FALLBACK_INPUTS, hostileWith(-1, 0, null, undefined, '', 'abc'));

describe('calculateDownsizing known answers', () => {
  it('cash freed = 450,000 − 6 % (27,000) − 100,000 − 300,000 − 2 % (6,000) − 5,000 = 12,000', () => {
    const r = calculateDownsizing();
    expect(r).toMatchObject({
      sellingCosts: 27000,
      buyingCosts: 6000,
      mortgagePayoff: 100000,
      movingCosts: 5000,
      cashFreed: 12000,
      breakEvenMonths: 0,
    });
  });

  it('monthly cost before: 1,200 + 450,000 × 1.1 % / 12 + 1,800 / 12 + 350 + 450,000 × 1 % / 12 = 2,487.50', () => {
    const r = calculateDownsizing();
    expect(r.monthlyBefore).toEqual({
      mortgage: 1200,
      propertyTax: 412.5,
      insurance: 150,
      utilities: 350,
      maintenance: 375,
      hoa: 0,
      total: 2487.5,
    });
  });

  it('monthly cost after: 0 + 275 + 108.33 + 250 + 250 = 883.33; savings 1,604.17; ten years 12,000 + 1,604.17 × 120 = 204,500', () => {
    const r = calculateDownsizing();
    expect(r.monthlyAfter.total).toBeCloseTo(883.33, 2);
    expect(r.monthlySavings).toBeCloseTo(1604.17, 2);
    expect(r.annualSavings).toBeCloseTo(19250, 0);
    expect(r.tenYearDifference).toBeCloseTo(204500, 0);
  });

  it('HOA dues count on both sides: 300 now, 450 after → the monthly savings fall by exactly 150 (1,454.17)', () => {
    const r = calculateDownsizing({ currentHoa: 300, newHoa: 450 });
    expect([r.monthlyBefore.hoa, r.monthlyAfter.hoa]).toEqual([300, 450]);
    expect(r.monthlySavings).toBeCloseTo(1604.17 - 150, 2);
  });

  it('cash freed exactly 0 with a dearer new home: nothing to recover, so break-even is 0 months (not "never")', () => {
    // 450,000 − 0 % − 100,000 − 350,000 − 0 % − 0 = 0; the new mortgage payment of 3,000 makes the new home dearer each month.
    const r = calculateDownsizing({
      sellingCostPercent: 0,
      buyingCostPercent: 0,
      movingCosts: 0,
      newHomePrice: 350000,
      newMortgagePayment: 3000,
    });
    expect(r.cashFreed).toBe(0);
    expect(r.monthlySavings).toBeLessThan(0);
    expect(r.breakEvenMonths).toBe(0);
  });

  it('a move that costs cash and saves nothing a month never breaks even (null, not Infinity)', () => {
    // Same price and running costs as today: monthly savings exactly 0, cash freed −141,000 (selling, buying and moving costs, mortgage payoff).
    const r = calculateDownsizing({
      newHomePrice: 450000,
      newMortgagePayment: 1200,
      newInsurance: 1800,
      newUtilities: 350,
    });
    expect(r.monthlySavings).toBe(0);
    expect(r.cashFreed).toBe(-141000);
    expect(r.breakEvenMonths).toBeNull();
  });

  it('the comparison table has one row per cost, then the total; the explanation shows the chosen percentages', () => {
    const r = calculateDownsizing({ sellingCostPercent: 5, buyingCostPercent: 1.5, maintenancePercent: 2 });
    expect(r.comparison.map((row) => row.id)).toEqual([
      'homeValue',
      'mortgage',
      'propertyTax',
      'insurance',
      'utilities',
      'maintenance',
      'hoa',
      'total',
    ]);
    expect(r.comparison[1]).toEqual({ id: 'mortgage', current: 1200, new: 0, difference: 1200 });
    expect(r.assumptions).toEqual([
      { id: 'sellingCosts', percent: 5 },
      { id: 'buyingCosts', percent: 1.5 },
      { id: 'maintenance', percent: 2, source: expect.stringMatching(/1 % rule of thumb/) },
      { id: 'tenYearView', years: 10 },
    ]);
    expect(r.formulas).toHaveLength(5);
  });

  it('buying up to 400,000: cash freed −90,000; savings 1,429.17 → break-even ceil(62.97) = 63 months', () => {
    const r = calculateDownsizing({ newHomePrice: 400000 });
    expect(r.cashFreed).toBe(-90000);
    expect(r.monthlySavings).toBeCloseTo(1429.17, 2);
    expect(r.breakEvenMonths).toBe(63);
  });

  it('negative cash and higher monthly cost → never breaks even (null)', () => {
    const r = calculateDownsizing({ newHomePrice: 400000, newMortgagePayment: 3000 });
    expect(r.monthlySavings).toBeLessThan(0);
    expect(r.breakEvenMonths).toBeNull();
  });

  it('no selling costs: cash freed 12,000 + 27,000 = 39,000; HOA 300 on the new home lowers savings by 300', () => {
    expect(calculateDownsizing({ sellingCostPercent: 0 }).cashFreed).toBe(39000);
    expect(calculateDownsizing({ newHoa: 300 }).monthlySavings).toBeCloseTo(1304.17, 2);
  });

  it('comparison table: 8 rows; the total row difference equals the monthly savings', () => {
    const r = calculateDownsizing();
    expect(r.comparison).toHaveLength(8);
    expect(r.comparison[7]).toMatchObject({ id: 'total', current: 2487.5, new: 883.33 });
    expect(r.comparison[7]!.difference).toBeCloseTo(r.monthlySavings, 2);
  });

  it('bounds: selling cost 50 % → 20 % (90,000); negative money → 0; text → default', () => {
    expect(calculateDownsizing({ sellingCostPercent: 50 }).sellingCosts).toBe(90000);
    expect(calculateDownsizing({ movingCosts: -5000 }).movingCosts).toBe(0);
    expect(calculateDownsizing({ movingCosts: 'lots' }).movingCosts).toBe(5000);
    expect(DOWNSIZING_BOUNDS.percent.max).toBe(20);
  });
});

describe('calculateDownsizing properties', () => {
  it('hostile input → all finite; costs and monthly lines non-negative', () => {
    forAnyHostileInput(hostileInput, calculateDownsizing, (r) => {
      expectAllFinite(r);
      expect(r.sellingCosts).toBeGreaterThanOrEqual(0);
      expect(r.monthlyBefore.total).toBeGreaterThanOrEqual(0);
      expect(r.monthlyAfter.total).toBeGreaterThanOrEqual(0);
      if (r.breakEvenMonths !== null) expect(r.breakEvenMonths).toBeGreaterThanOrEqual(0);
    });
  });
  it('a higher sale price frees more cash; a pricier new home frees less', () => {
    forAll(amountUpTo(1e7), amountUpTo(1e7), (sale, buy) => {
      const a = calculateDownsizing({ currentHomeValue: sale, newHomePrice: buy });
      expect(calculateDownsizing({ currentHomeValue: sale + 1000, newHomePrice: buy }).cashFreed).toBeGreaterThan(
        a.cashFreed,
      );
      expect(calculateDownsizing({ currentHomeValue: sale, newHomePrice: buy + 1000 }).cashFreed).toBeLessThan(
        a.cashFreed,
      );
    });
  });
});
