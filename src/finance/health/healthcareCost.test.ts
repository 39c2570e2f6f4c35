import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateHealthcareCost, HEALTHCARE_COST_BOUNDS, type HealthcareCostInput } from './healthcareCost';
import { HC_FALLBACK_COSTS, HC_SPEC_PART_B } from '../rules/health/healthcare';
import { MEDICARE_BY_YEAR } from '../rules/health/medicare';
import {
  hostileInputFor,
  hostileWith,
  itStaysFiniteAndNonNegative,
  amountUpTo,
  forAll,
} from '../testing/financeTestKit';

/** Every input, written out: SPEC §9 default inputs with the 2026 Part B premium. */
const EVERY_INPUT: HealthcareCostInput = {
  currentAge: 65,
  retirementAge: 67,
  lifeExpectancy: 85,
  healthStatus: 'good',
  location: 'medium',
  medicareB: 202.9,
  medicareD: 45,
  medigap: 125,
  outOfPocket: 2500,
  prescriptions: 150,
  dentalVision: 1200,
  inflationRate: 6.5,
  ltcProbability: 70,
  ltcCost: 55000,
};

const hostileInput = hostileInputFor(EVERY_INPUT, hostileWith(-5, 0, null, undefined, '', 'poor', 'high', 'abc'));

/**
 * The spec's worked figures (SPEC §9 healthcare-cost formulas and defaults) use its default Part B premium of 174 a month, about 2024's CMS
 * premium (174.70). The tool now opens on the newest CMS premium (2026: 202.90), so the spec's known
 * answers pass Part B 174 explicitly and keep their year.
 */
const SPEC_2024 = { medicareB: HC_SPEC_PART_B };

describe('calculateHealthcareCost defaults follow the newest CMS year (RULES.md)', () => {
  it('opens on the CMS 2026 Part B premium, 202.90: ((202.90 + 45 + 125) + 150) × 12 + 2,500 + 1,200 = 9,974.80', () => {
    expect(HC_FALLBACK_COSTS.medicareB).toBe(202.9);
    expect(HC_FALLBACK_COSTS.medicareB).toBe(MEDICARE_BY_YEAR[2026].partBPremium);
    const r = calculateHealthcareCost();
    expect(calculateHealthcareCost(EVERY_INPUT)).toEqual(r);
    expect(r.annualCostToday).toBeCloseTo(9974.8, 2);
    expect(r.annualCostRetirement).toBeCloseTo(11313.67, 2); // × 1.065² at 67
    expect(r.totalEstimatedCost).toBeCloseTo(482176.73, 1); // Σ 11,313.67 × 1.065^k, k = 0..17, + 115,500
    expect(r.emergencyFund).toBeCloseTo(19949.6, 2);
    // The tool words these facts (src/tools/HealthcareCostCalculator/healthcareWords.node.test.ts keeps the sentences).
    expect(r.assumptions[5]).toEqual({
      id: 'premiums',
      year: 2026,
      partB: 202.9,
      partD: 45,
      medigap: 125,
      source: 'CMS fact sheet "2026 Medicare Parts A & B Premiums and Deductibles"',
    });
  });
});

describe('calculateHealthcareCost known answers (SPEC §9, with its 2024-era Part B figure of 174)', () => {
  it('SPEC §9 defaults: ((174 + 45 + 125) + 150) × 12 + 2,500 + 1,200 = 9,628; × 1.065² at 67', () => {
    const r = calculateHealthcareCost(SPEC_2024);
    expect(r.annualCostToday).toBe(9628);
    expect(r.annualCostRetirement).toBeCloseTo(10920.32, 2);
    expect(r.totalYears).toBe(18); // 67 → 85
    expect(r.ltcExpectedCost).toBe(115500); // 70 % × 55,000 × 3 (SPEC §9: probability × annual LTC cost × 3 years)
    expect(r.totalEstimatedCost).toBeCloseTo(469428.25, 1); // Σ 10,920.32 × 1.065^k, k = 0..17, + 115,500
    expect(r.emergencyFund).toBe(19256); // 2 × 9,628
  });

  it('yearlyData runs from retirement to the year before life expectancy, compounding yearly', () => {
    const { yearlyData } = calculateHealthcareCost(SPEC_2024);
    expect(yearlyData).toHaveLength(18);
    expect(yearlyData[0]).toEqual({ age: 67, cost: 10920.32 });
    expect(yearlyData[17]!.age).toBe(84);
    expect(yearlyData[17]!.cost).toBeCloseTo(31855.07, 2); // 10,920.32 × 1.065^17
  });

  it('SPEC §9 multipliers: poor health × high location = 1.6 × 1.3 = 2.08 → 20,026.24; advice for both', () => {
    const r = calculateHealthcareCost({ ...SPEC_2024, healthStatus: 'poor', location: 'high' });
    expect(r.annualCostToday).toBeCloseTo(20026.24, 2);
    expect(r.recommendations.some((t) => t.id === 'medigap')).toBe(true);
    expect(r.recommendations.some((t) => t.id === 'highCostArea')).toBe(true);
  });

  it('SPEC §9 multipliers: excellent × low = 0.8 × 0.8 = 0.64 → 6,161.92; no health or location advice', () => {
    const r = calculateHealthcareCost({ ...SPEC_2024, healthStatus: 'excellent', location: 'low' });
    expect(r.annualCostToday).toBeCloseTo(6161.92, 2);
    expect(r.recommendations.some((t) => t.id === 'medigap' || t.id === 'highCostArea')).toBe(false);
  });

  it('zero inflation: retirement cost equals today; total = 18 × today + LTC; no inflation advice', () => {
    const r = calculateHealthcareCost({ ...SPEC_2024, inflationRate: 0 });
    expect(r.annualCostRetirement).toBe(9628);
    expect(r.totalEstimatedCost).toBeCloseTo(9628 * 18 + 115500, 2);
    expect(r.recommendations.some((t) => t.id === 'inflation')).toBe(false);
  });

  it('already past retirement age: projection starts today (age 70 → 85 = 15 years, no compounding to retirement)', () => {
    const r = calculateHealthcareCost({ ...SPEC_2024, currentAge: 70 });
    expect(r.totalYears).toBe(15);
    expect(r.annualCostRetirement).toBe(9628);
    expect(r.yearlyData[0]!.age).toBe(70);
  });

  it('no LTC probability → expected LTC cost 0 and no LTC advice', () => {
    const r = calculateHealthcareCost({ ...SPEC_2024, ltcProbability: 0 });
    expect(r.ltcExpectedCost).toBe(0);
    expect(r.recommendations.some((t) => t.id === 'ltcLikely')).toBe(false);
  });

  it('SPEC §5: non-numeric input becomes 0 (Part B "abc" → (45 + 125 + 150) × 12 + 3,700 = 7,540)', () => {
    expect(calculateHealthcareCost({ medicareB: 'abc' }).annualCostToday).toBe(7540);
    expect(calculateHealthcareCost({ medicareB: '' }).annualCostToday).toBe(7540);
    expect(calculateHealthcareCost({ ...SPEC_2024, currentAge: 'abc' }).yearlyData[0]!.age).toBe(67); // age → 0 → 50
    expect(calculateHealthcareCost({ ...SPEC_2024, currentAge: 'abc' }).annualCostRetirement).toBeCloseTo(28085.32, 2); // 17 years of 6.5 %
  });

  it('SPEC §5 bounds: age 40 → 50, life expectancy 200 → 100; 17 years of compounding; under-65 advice', () => {
    const r = calculateHealthcareCost({ ...SPEC_2024, currentAge: 40, lifeExpectancy: 200 });
    expect(r.annualCostRetirement).toBeCloseTo(28085.32, 2); // 9,628 × 1.065^17
    expect(r.totalYears).toBe(33);
    expect(r.totalEstimatedCost).toBeCloseTo(3020175.08 + 115500, 0);
    expect(r.recommendations.some((t) => t.id === 'beforeMedicare')).toBe(true);
  });

  it('SPEC §9 health multiplier fair 1.3 alone → 12,516.40 and the health advice', () => {
    const r = calculateHealthcareCost({ ...SPEC_2024, healthStatus: 'fair' });
    expect(r.annualCostToday).toBeCloseTo(12516.4, 2);
    expect(r.recommendations.some((t) => t.id === 'medigap')).toBe(true);
  });

  it('advice thresholds: LTC likely from exactly 50 % (and only with an LTC cost); inflation advice from exactly 5 %', () => {
    const advice = (input: Parameters<typeof calculateHealthcareCost>[0]) =>
      calculateHealthcareCost(input).recommendations.map((t) => t.id);
    expect(advice({ ltcProbability: 50 })).toContain('ltcLikely');
    expect(advice({ ltcProbability: 49 })).not.toContain('ltcLikely');
    expect(advice({ ltcProbability: 70, ltcCost: 0 })).not.toContain('ltcLikely');
    expect(advice({ inflationRate: 5 })).toContain('inflation');
    expect(advice({ inflationRate: 4.9 })).not.toContain('inflation');
  });

  it('42 USC 426 (Medicare at 65): under-65 advice at 64, also when already retired; none at 65', () => {
    const underMedicare = (input: Parameters<typeof calculateHealthcareCost>[0]) =>
      calculateHealthcareCost(input).recommendations.some((t) => t.id === 'beforeMedicare');
    expect(underMedicare({ currentAge: 64, retirementAge: 67 })).toBe(true);
    expect(underMedicare({ currentAge: 64, retirementAge: 62 })).toBe(true);
    expect(underMedicare({ currentAge: 65, retirementAge: 67 })).toBe(false);
  });

  it('good health, medium area, no LTC risk, low inflation, 65: only the emergency-fund advice', () => {
    expect(calculateHealthcareCost({ ...SPEC_2024, ltcProbability: 0, inflationRate: 3 }).recommendations).toEqual([
      { id: 'emergencyFund', years: 2 },
    ]);
  });

  it('"How this is calculated" shows the multipliers, inflation, LTC years and the ages projected', () => {
    const r = calculateHealthcareCost({ ...SPEC_2024, healthStatus: 'fair', location: 'high' });
    expect(r.assumptions.slice(0, 5)).toMatchObject([
      { id: 'health', multiplier: 1.3, health: 'fair' },
      { id: 'location', multiplier: 1.3, location: 'high' },
      { id: 'inflation', rate: 6.5 },
      { id: 'ltcYears', years: 3 },
      { id: 'projection', from: 67, to: 84, years: 18 },
    ]);
    expect(r.assumptions[0]).not.toMatchObject({ source: expect.stringMatching(/SPEC/) });
    expect(r.assumptions[5]!.id).toBe('premiums');
    expect(r.formulas).toHaveLength(6);
    // Already past life expectancy: nothing projected, and the range does not run backwards.
    expect(calculateHealthcareCost({ ...SPEC_2024, currentAge: 90, lifeExpectancy: 70 }).assumptions[4]).toEqual({
      id: 'projection',
      from: 90,
      to: 90,
      years: 0,
    });
  });

  it('exports bounds for the UI', () => {
    expect(HEALTHCARE_COST_BOUNDS.retirementAge).toEqual({ min: 60, max: 75 });
  });
});

describe('calculateHealthcareCost properties', () => {
  itStaysFiniteAndNonNegative(hostileInput, calculateHealthcareCost);
  it('higher premiums or longer life never lower the total', () => {
    forAll(amountUpTo(5000), fc.integer({ min: 70, max: 99 }), (b, le) => {
      const a = calculateHealthcareCost({ medicareB: b, lifeExpectancy: le });
      expect(
        calculateHealthcareCost({ medicareB: b + 10, lifeExpectancy: le }).totalEstimatedCost,
      ).toBeGreaterThanOrEqual(a.totalEstimatedCost);
      expect(
        calculateHealthcareCost({ medicareB: b, lifeExpectancy: le + 1 }).totalEstimatedCost,
      ).toBeGreaterThanOrEqual(a.totalEstimatedCost);
    });
  });
});
