import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calculateMedicareCost,
  MEDICARE_COST_BOUNDS,
  medicareYearFigures,
  type MedicareCostInput,
} from './medicareCost';
import {
  hostileInputFor,
  hostileWith,
  itStaysFiniteAndNonNegative,
  amountUpTo,
  forAll,
} from '../testing/financeTestKit';

/** Every input, written out: 2026's CMS figures and the tool's own estimates. */
const EVERY_INPUT: MedicareCostInput = {
  year: 2026,
  partBPremium: 202.9,
  partBDeductible: 283,
  partDPremium: 38.99,
  medigapPremium: 150,
  advantagePremium: 0,
  planType: 'original',
  expectedOutOfPocket: 1500,
  people: 1,
  magi: 0,
  filingStatus: 'single',
};

const hostileInput = hostileInputFor(EVERY_INPUT, hostileWith(-1, 0, null, undefined, '', '2025', 'advantage', 2));

/** One known answer's monthly and yearly totals, to the cent; the result, for the tests that check more. */
function expectTotals(input: Parameters<typeof calculateMedicareCost>[0], monthlyTotal: number, annualTotal: number) {
  const r = calculateMedicareCost(input);
  expect(r.monthlyTotal).toBeCloseTo(monthlyTotal, 2);
  expect(r.annualTotal).toBeCloseTo(annualTotal, 2);
  return r;
}

describe('calculateMedicareCost known answers', () => {
  it('CMS 2026: Part B 202.90 + Part D base 38.99 + Medigap 150 = 391.89 a month; × 12 + 283 + 1,500 = 6,485.68', () => {
    const r = calculateMedicareCost();
    expect(r.year).toBe(2026);
    expect(r.monthlyPremiumsPerPerson).toBeCloseTo(391.89, 2);
    expect(r.annualPerPerson).toBeCloseTo(6485.68, 2);
    expect(r.annualTotal).toBeCloseTo(6485.68, 2);
  });

  it('CMS 2025: 185.00 + 36.78 + 150 = 371.78; × 12 + 257 + 1,500 = 6,218.36', () => {
    expectTotals({ year: 2025 }, 371.78, 6218.36);
  });

  it('CMS 2024: 174.70 + 34.70 + 150 = 359.40; × 12 + 240 + 1,500 = 6,052.80', () => {
    expect(calculateMedicareCost({ year: 2024 }).annualTotal).toBeCloseTo(6052.8, 2);
    expect(medicareYearFigures(2024).partBDeductible).toBe(240);
  });

  it('Medicare Advantage (our reading: drugs included, no Part D, no separate deductible): 202.90 + 20 = 222.90; × 12 + 1,500 = 4,174.80', () => {
    const r = expectTotals({ planType: 'advantage', advantagePremium: 20 }, 222.9, 4174.8);
    expect(r.breakdown.map((b) => b.id)).toEqual(['partB', 'advantage', 'outOfPocket']);
  });

  it('two people double everything: 2 × 6,485.68 = 12,971.36', () => {
    expectTotals({ people: 2 }, 783.78, 12971.36);
  });

  it('visitor figures override defaults (IRMAA-level Part B 284.10 → +81.20 a month)', () => {
    expect(calculateMedicareCost({ partBPremium: 284.1 }).monthlyTotal).toBeCloseTo(473.09, 2);
  });

  it('breakdown: 5 lines for Original Medicare; the deductible is annual only', () => {
    const r = calculateMedicareCost();
    expect(r.breakdown).toHaveLength(5);
    expect(r.breakdown[3]).toEqual({ id: 'partBDeductible', monthly: 0, annual: 283 });
    expect(r.breakdown.reduce((s, b) => s + b.annual, 0)).toBeCloseTo(r.annualPerPerson, 2);
  });

  it('unknown year → 2026, "2025" → 2025, 3 people → 1, unknown plan → original, negative → 0', () => {
    expect(calculateMedicareCost({ year: 2030 }).year).toBe(2026);
    expect(calculateMedicareCost({ year: '2025' }).year).toBe(2025);
    expect(calculateMedicareCost({ people: 3 }).people).toBe(1);
    expect(calculateMedicareCost({ people: '2' }).people).toBe(2);
    expect(calculateMedicareCost({ people: [2], year: [2025] }).people).toBe(1); // a list is not a choice
    expect(calculateMedicareCost({ year: [2025] }).year).toBe(2026);
    expect(calculateMedicareCost({ planType: 'gold' }).planType).toBe('original');
    expect(calculateMedicareCost({ medigapPremium: -100 }).monthlyTotal).toBeCloseTo(241.89, 2);
    expect(MEDICARE_COST_BOUNDS.year.options).toEqual([2026, 2025, 2024]);
  });
});

describe('calculateMedicareCost with IRMAA (CMS fact sheets; src/finance/rules/health/irmaa.ts)', () => {
  it('2026 single, MAGI 150,000 (2024 return): tier 2, Part B 405.80 = 202.90 + 202.90, Part D + 37.50; 240.40 a month, 2,884.80 a year more', () => {
    const r = calculateMedicareCost({ magi: 150_000 });
    expect(r.irmaa).toMatchObject({
      tier: 2,
      incomeYear: 2024,
      partBAdjustmentMonthly: 202.9,
      partDAdjustmentMonthly: 37.5,
      annualPerPerson: 2884.8,
      annualTotal: 2884.8,
      nextThreshold: 171_000,
      room: 21_000,
      band: { above: 137_000, upTo: 171_000, endsBelowEdge: false },
    });
    // Tier 3 adds (527.50 + 60.40) − (405.80 + 37.50) = 144.60 a month, 1,735.20 a year.
    expect(r.irmaa.nextTierExtraAnnualPerPerson).toBeCloseTo(1735.2, 2);
    // 391.89 + 202.90 + 37.50 = 632.29 a month; 6,485.68 + 2,884.80 = 9,370.48 a year.
    expect(r.monthlyTotal).toBeCloseTo(632.29, 2);
    expect(r.annualTotal).toBeCloseTo(9370.48, 2);
    expect(r.breakdown.map((b) => b.id)).toEqual([
      'partB',
      'partBIrmaa',
      'partDIrmaa',
      'partD',
      'medigap',
      'partBDeductible',
      'outOfPocket',
    ]);
    // Worded in src/tools/MedicareCostCalculator/medicareWords.node.test.ts.
    expect(r.assumptions[3]).toMatchObject({
      id: 'irmaaTier',
      tier: 2,
      magi: 150_000,
      filingStatus: 'single',
      incomeYear: 2024,
      partBMonthly: 405.8,
      partBAdjustment: 202.9,
      partDAdjustment: 37.5,
    });
  });

  it('a couple filing jointly, MAGI 218,001 in 2026: both pay tier 1, (81.20 + 14.50) × 12 = 1,148.40 each, 2,296.80 for both', () => {
    const r = calculateMedicareCost({ magi: 218_001, filingStatus: 'marriedJoint', people: 2 });
    expect(r.irmaa).toMatchObject({
      tier: 1,
      partBAdjustmentMonthly: 81.2,
      partDAdjustmentMonthly: 14.5,
      annualPerPerson: 1148.4,
      annualTotal: 2296.8,
      nextThreshold: 274_000,
    });
    expect(r.annualTotal).toBeCloseTo(12971.36 + 2296.8, 2);
    expect(calculateMedicareCost({ magi: 218_000, filingStatus: 'marriedJoint', people: 2 }).irmaa).toMatchObject({
      tier: 0,
      annualTotal: 0,
      room: 0,
      nextThreshold: 218_000,
    });
  });

  it('the top edge in words: 2026 single 499,999 is "over $205,000 and less than $500,000"; 500,000 is "$500,000 or more", no next threshold', () => {
    expect(calculateMedicareCost({ magi: 499_999 }).irmaa).toMatchObject({
      tier: 4,
      band: { above: 205_000, upTo: 500_000, endsBelowEdge: true },
      room: 0,
    });
    expect(calculateMedicareCost({ magi: 500_000 }).irmaa).toMatchObject({
      tier: 5,
      band: { above: 500_000, upTo: null, endsBelowEdge: false },
      nextThreshold: null,
      room: null,
      nextTierExtraAnnualPerPerson: null,
    });
  });

  it('married filing separately (lived together), 2024 premiums from 2022 MAGI 110,000: tier 4, Part B 559.00, Part D + 74.20', () => {
    const r = calculateMedicareCost({ year: 2024, magi: 110_000, filingStatus: 'marriedSeparate' });
    expect(r.irmaa).toMatchObject({
      tier: 4,
      incomeYear: 2022,
      partBAdjustmentMonthly: 384.3,
      partDAdjustmentMonthly: 74.2,
      nextThreshold: 397_000,
      band: { above: 103_000, upTo: 397_000, endsBelowEdge: true },
    });
  });

  it('Medicare Advantage pays both adjustments too (the plan includes drug cover in this model)', () => {
    const r = calculateMedicareCost({ planType: 'advantage', magi: 150_000 });
    expect(r.breakdown.map((b) => b.id)).toEqual(['partB', 'partBIrmaa', 'partDIrmaa', 'advantage', 'outOfPocket']);
  });

  it('bad MAGI: negative → 0 (standard), 1e15 → 10 million (top tier), text → 0; an unknown filing status → single', () => {
    expect(calculateMedicareCost({ magi: -40_000 }).irmaa).toMatchObject({ tier: 0, magi: 0 });
    expect(calculateMedicareCost({ magi: 1e15 }).irmaa).toMatchObject({ tier: 5, magi: 10_000_000 });
    expect(calculateMedicareCost({ magi: 'lots' }).irmaa).toMatchObject({ tier: 0, magi: 0 });
    expect(calculateMedicareCost({ filingStatus: 'widowed' }).irmaa.filingStatus).toBe('single');
  });
});

describe('calculateMedicareCost explanation', () => {
  it('CMS 2025 figures in "How this is calculated": Part B 185.00 a month, deductible 257, Part D base 36.78, each citing CMS 2025', () => {
    const r = calculateMedicareCost({ year: 2025, magi: 0 });
    expect(r.breakdown.map((b) => b.id)).toEqual(['partB', 'partD', 'medigap', 'partBDeductible', 'outOfPocket']);
    expect(r.assumptions.slice(0, 3)).toEqual([
      {
        id: 'partBPremium',
        year: 2025,
        amount: 185,
        source: 'CMS 2025 Medicare Parts A & B premiums and deductibles',
      },
      { id: 'partBDeductible', year: 2025, amount: 257, source: 'CMS 2025' },
      { id: 'partDBase', year: 2025, amount: 36.78, source: 'CMS 2025 Part D bid information' },
    ]);
    expect(r.assumptions.map((a) => a.id).slice(3)).toEqual([
      'irmaaStandard',
      'whichIncome',
      'yourFigures',
      'notIncluded',
    ]);
    expect(r.assumptions[3]).toMatchObject({
      id: 'irmaaStandard',
      tier: 0,
      magi: 0,
      incomeYear: 2023,
      band: { above: null, upTo: 106_000, endsBelowEdge: false },
      source:
        'CMS fact sheet "2025 Medicare Parts A & B Premiums and Deductibles" (income-related monthly adjustment amounts, Parts B and D)',
    });
    expect(r.formulas[0]).toEqual({ id: 'annualOriginal' });
    expect(calculateMedicareCost({ planType: 'advantage' }).formulas[0]).toEqual({ id: 'annualAdvantage' });
    expect(r.formulas).toHaveLength(2);
  });
});

describe('calculateMedicareCost — MAGI not entered is not $0 (issue I6, item 2)', () => {
  it('blank: the standard premiums, said to be assumed; 0: the standard premium, known; the totals are the same', () => {
    const blank = calculateMedicareCost({ year: 2026, magi: null });
    const zero = calculateMedicareCost({ year: 2026, magi: 0 });
    expect(blank.irmaa).toMatchObject({ magiEntered: false, tier: 0, magi: 0 });
    expect(zero.irmaa).toMatchObject({ magiEntered: true, tier: 0, magi: 0 });
    expect(blank.annualTotal).toBe(zero.annualTotal);
    expect(blank.assumptions[3]).toMatchObject({ id: 'irmaaNotEntered', incomeYear: 2024 });
    expect(zero.assumptions[3]).toMatchObject({ id: 'irmaaStandard', incomeYear: 2024 });
    expect(calculateMedicareCost({ year: 2026 }).irmaa.magiEntered).toBe(false);
    expect(calculateMedicareCost({ year: 2026, magi: '' as never }).irmaa.magiEntered).toBe(false);
    expect(calculateMedicareCost({ year: 2026, magi: '0' as never }).irmaa.magiEntered).toBe(true);
  });
});

describe('calculateMedicareCost properties', () => {
  itStaysFiniteAndNonNegative(hostileInput, calculateMedicareCost);
  it('more income two years ago never lowers the year’s total (IRMAA only rises with MAGI)', () => {
    forAll(
      amountUpTo(2e6),
      amountUpTo(1e6),
      fc.constantFrom('single', 'marriedJoint', 'marriedSeparate', 'headOfHousehold'),
      fc.constantFrom(2024, 2025, 2026),
      (magi, more, filingStatus, year) => {
        const a = calculateMedicareCost({ magi, filingStatus, year });
        expect(calculateMedicareCost({ magi: magi + more, filingStatus, year }).annualTotal).toBeGreaterThanOrEqual(
          a.annualTotal,
        );
      },
    );
  });
  it('higher premiums or more out-of-pocket never lower the annual total', () => {
    forAll(amountUpTo(5000), amountUpTo(50000), fc.constantFrom('original', 'advantage'), (b, oop, plan) => {
      const a = calculateMedicareCost({ partBPremium: b, expectedOutOfPocket: oop, planType: plan });
      expect(
        calculateMedicareCost({ partBPremium: b + 1, expectedOutOfPocket: oop, planType: plan }).annualTotal,
      ).toBeGreaterThan(a.annualTotal);
      expect(
        calculateMedicareCost({ partBPremium: b, expectedOutOfPocket: oop + 1, planType: plan }).annualTotal,
      ).toBeGreaterThan(a.annualTotal);
    });
  });
});
