import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateMedicareCost, MEDICARE_COST_BOUNDS, MEDICARE_COST_DEFAULTS, medicareDefaults } from './medicareCost';
import { hostileInputFor, hostileWith, itStaysFiniteAndNonNegative, amountUpTo, forAll } from './testing';

const hostileInput = hostileInputFor(MEDICARE_COST_DEFAULTS, hostileWith(-1, 0, null, undefined, '', '2025', 'advantage', 2));

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
    expect(medicareDefaults(2024).partBDeductible).toBe(240);
  });

  it('Medicare Advantage (our reading: drugs included, no Part D, no separate deductible): 202.90 + 20 = 222.90; × 12 + 1,500 = 4,174.80', () => {
    const r = expectTotals({ planType: 'advantage', advantagePremium: 20 }, 222.9, 4174.8);
    expect(r.breakdown.map((b) => b.label)).toEqual(['Part B premium', 'Medicare Advantage premium', 'Out-of-pocket costs']);
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
    expect(r.breakdown[3]).toEqual({ label: 'Part B deductible', monthly: 0, annual: 283 });
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

describe('calculateMedicareCost explanation', () => {
  it('CMS 2025 figures in "How this is calculated": Part B 185.00 a month, deductible 257, Part D base 36.78, each citing CMS 2025', () => {
    const r = calculateMedicareCost({ year: 2025 });
    expect(r.breakdown.map((b) => b.label)).toEqual(['Part B premium', 'Part D premium', 'Medigap premium', 'Part B deductible', 'Out-of-pocket costs']);
    expect(r.assumptions.slice(0, 3)).toEqual([
      { label: 'Part B standard premium 2025', value: '$185.00 a month', source: 'CMS 2025 Medicare Parts A & B premiums and deductibles' },
      { label: 'Part B deductible 2025', value: '$257 a year', source: 'CMS 2025' },
      { label: 'Part D base beneficiary premium 2025', value: '$36.78 (real plan premiums vary)', source: 'CMS 2025 Part D bid information' },
    ]);
    expect(r.assumptions.map((a) => a.label).slice(3)).toEqual(['Medigap and Advantage premiums', 'Not included']);
    expect(r.formulas[0]).toMatch(/Part D \+ Medigap/);
    expect(calculateMedicareCost({ planType: 'advantage' }).formulas[0]).toMatch(/Advantage premium/);
    expect(r.formulas).toHaveLength(2);
  });
});

describe('calculateMedicareCost properties', () => {
  itStaysFiniteAndNonNegative(hostileInput, calculateMedicareCost);
  it('higher premiums or more out-of-pocket never lower the annual total', () => {
    forAll(amountUpTo(5000), amountUpTo(50000), fc.constantFrom('original', 'advantage'), (b, oop, plan) => {
      const a = calculateMedicareCost({ partBPremium: b, expectedOutOfPocket: oop, planType: plan });
      expect(calculateMedicareCost({ partBPremium: b + 1, expectedOutOfPocket: oop, planType: plan }).annualTotal).toBeGreaterThan(a.annualTotal);
      expect(calculateMedicareCost({ partBPremium: b, expectedOutOfPocket: oop + 1, planType: plan }).annualTotal).toBeGreaterThan(a.annualTotal);
    });
  });
});
