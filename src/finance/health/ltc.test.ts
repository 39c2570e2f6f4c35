import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateLtc, LTC_BOUNDS } from './ltc';
import { hostileWith, itStaysFiniteAndNonNegative, forAll } from '../testing/financeTestKit';

const hostile = hostileWith(-1, 0, null, undefined, '', 'lifetime', '90', 'abc', true, {});
const hostileInput = fc.record({
  age: hostile,
  gender: hostile,
  state: hostile,
  healthStatus: hostile,
  careSetting: hostile,
  careDuration: hostile,
  dailyBenefit: hostile,
  eliminationPeriod: hostile,
  inflationProtection: hostile,
  benefitPeriod: hostile,
});

describe('calculateLtc known answers', () => {
  it('SPEC §3 defaults with SPEC §9 LTC factors: home 280 × national 1; premium 2000 × 1.08^5 × 0.9 × 1.05 × 1.35 × 0.85 × 200/250', () => {
    const r = calculateLtc();
    expect(r.dailyCareCost).toBe(280);
    expect(r.annualCareCost).toBe(102200); // 280 × 365
    expect(r.totalCareCost).toBe(306600); // × 3 years
    expect(r.annualPremium).toBeCloseTo(2549.31, 2);
    expect(r.monthlyPremium).toBeCloseTo(212.44, 2);
    expect(r.premiumYears).toBe(25); // (65 − 55) + 15
    expect(r.totalPremiums).toBeCloseTo(2549.31 * 25, 0);
    expect(r.selfInsuranceCost).toBe(306600); // 102,200 × 3 benefit years
    expect(r.potentialSavings).toBeCloseTo(306600 - 63732.84, 1);
    expect(r.recommendedDailyBenefit).toBe(300); // smallest option ≥ 280
  });

  it('SPEC §9 LTC factors: female 60, poor health, 0-day elimination, no inflation, lifetime (counts as 5 years)', () => {
    const r = calculateLtc({
      age: 60,
      gender: 'female',
      healthStatus: 'poor',
      eliminationPeriod: 0,
      inflationProtection: 'none',
      benefitPeriod: 'lifetime',
    });
    // 2000 × 1.08^10 × 1.15 × 1.5 × 1.25 × 1 × 1.8 × 0.8 = 13,406.92
    expect(r.annualPremium).toBeCloseTo(13406.92, 2);
    expect(r.premiumYears).toBe(20);
    expect(r.selfInsuranceCost).toBe(102200 * 5);
    expect(r.potentialSavings).toBeCloseTo(511000 - 268138.48, 1);
  });

  it('SPEC §9: under 50 the age factor is 1; age 40 pays 40 years; "under 55" trigger fires', () => {
    const r = calculateLtc({ age: 40 });
    expect(r.annualPremium).toBeCloseTo(1735.02, 2); // 2000 × 0.9 × 1.05 × 1.35 × 0.85 × 0.8
    expect(r.premiumYears).toBe(40);
    expect(r.totalPremiums).toBeCloseTo(69400.8, 1);
    expect(r.recommendations).toContainEqual({ id: 'buyEarly', age: 55 });
  });

  it('SPEC §9: New York nursing home costs 400 × 1.38 = 552 a day; fair health, CPI inflation, 4 years, $300', () => {
    const r = calculateLtc({
      age: 70,
      state: 'new-york',
      careSetting: 'nursing',
      healthStatus: 'fair',
      eliminationPeriod: 180,
      inflationProtection: 'cpi',
      benefitPeriod: 4,
      dailyBenefit: 300,
    });
    expect(r.dailyCareCost).toBe(552);
    expect(r.annualCareCost).toBe(201480);
    expect(r.annualPremium).toBeCloseTo(16779.45, 2); // 2000 × 1.08^20 × 1.2 × 1 × 1.25 × 1 × 1.2
    expect(r.premiumYears).toBe(15); // 65 − 70 floored at 0, + 15
    expect(r.recommendedDailyBenefit).toBe(400); // no option covers 552
    const ids = r.recommendations.map((a) => a.id);
    expect(ids).toContain('highPremium'); // > 15,000 trigger
    expect(ids).not.toContain('homeCare'); // not home
    expect(ids).not.toContain('preferredRates'); // fair health
  });

  it('SPEC §9 triggers: savings under 100,000 → no savings advice; premiums above self-insurance floor savings at 0', () => {
    const r = calculateLtc({
      age: 85,
      gender: 'female',
      healthStatus: 'poor',
      eliminationPeriod: 0,
      benefitPeriod: 'lifetime',
      dailyBenefit: 400,
      state: 'georgia',
    });
    expect(r.annualPremium).toBeCloseTo(247905.87, 1);
    expect(r.potentialSavings).toBe(0);
    expect(r.recommendations.map((a) => a.id)).not.toContain('farLess');
  });

  it('SPEC §9 regional multiplier: California assisted living 350 × 1.45 = 507.5 a day', () => {
    const r = calculateLtc({ state: 'california', careSetting: 'assisted', careDuration: 5 });
    expect(r.dailyCareCost).toBeCloseTo(507.5, 6);
    expect(r.totalCareCost).toBeCloseTo(507.5 * 365 * 5, 2);
  });

  it('SPEC §9 mixed care 340 in Texas × 0.88 = 299.2 → recommended benefit 300', () => {
    const r = calculateLtc({ careSetting: 'mixed', state: 'texas' });
    expect(r.dailyCareCost).toBeCloseTo(299.2, 6);
    expect(r.recommendedDailyBenefit).toBe(300);
  });

  it('SPEC §5 bounds: age below 40 clamps to 40, above 85 to 85; duration clamps to 2–5', () => {
    expect(calculateLtc({ age: 20 }).premiumYears).toBe(40);
    expect(calculateLtc({ age: 120 }).premiumYears).toBe(15);
    expect(calculateLtc({ careDuration: 9 }).totalCareCost).toBe(102200 * 5);
    expect(calculateLtc({ careDuration: 0 }).totalCareCost).toBe(102200 * 2);
  });

  it('unknown enums fall back to SPEC §3 defaults (55, male, national, excellent, home); off-list benefit snaps to the nearest option; strings are read', () => {
    const base = calculateLtc();
    const odd = calculateLtc({
      state: 'atlantis',
      careSetting: 'moon',
      gender: 'x',
      eliminationPeriod: 45,
      inflationProtection: 'wild',
      benefitPeriod: 7,
    } as never);
    expect(odd.annualPremium).toBe(base.annualPremium);
    expect(odd.dailyCareCost).toBe(base.dailyCareCost);
    expect(calculateLtc({ dailyBenefit: 390 }).annualPremium).toBeCloseTo(2549.31 * 2, 1); // → 400
    expect(calculateLtc({ benefitPeriod: '5', eliminationPeriod: '180' } as never).selfInsuranceCost).toBe(102200 * 5);
  });

  it('exports SPEC bounds for the UI', () => {
    expect(LTC_BOUNDS.age).toEqual({ min: 40, max: 85 });
    expect(LTC_BOUNDS.states).toContain('north-carolina');
  });
});

describe('calculateLtc advice and explanation', () => {
  it('SPEC §9 triggers on the SPEC §3 defaults (55, excellent health, home care): preferred rates, far less than self-paying, home care', () => {
    expect(calculateLtc().recommendations).toEqual([{ id: 'preferredRates' }, { id: 'farLess' }, { id: 'homeCare' }]);
  });

  it('SPEC §9 "age under 55": 54 gets the buy-early advice, 55 does not; good health also gets the preferred-rates advice', () => {
    const advice = (input: Parameters<typeof calculateLtc>[0]) => calculateLtc(input).recommendations.map((a) => a.id);
    expect(advice({ age: 54 })).toContain('buyEarly');
    expect(advice({ age: 55 })).not.toContain('buyEarly');
    expect(advice({ healthStatus: 'good' })).toContain('preferredRates');
    expect(advice({ healthStatus: 'fair' })).not.toContain('preferredRates');
  });

  it('choices typed as text are read: elimination "0" → factor 1.25 (2,000 × 1.08^5 × 0.9 × 1.25 × 1.35 × 0.85 × 0.8 = 3,034.90); a list is not a choice', () => {
    expect(calculateLtc({ eliminationPeriod: '0' } as never).annualPremium).toBeCloseTo(3034.9, 2);
    expect(calculateLtc({ eliminationPeriod: [0] } as never).annualPremium).toBeCloseTo(2549.31, 2);
  });

  it('"How this is calculated" shows the setting\'s daily cost, the region by name, the factors and the years used', () => {
    const r = calculateLtc({
      state: 'north-carolina',
      careSetting: 'assisted',
      benefitPeriod: 'lifetime',
      age: 60,
      gender: 'female',
    });
    expect(r.assumptions).toEqual([
      { id: 'dailyBase', cost: 350, setting: 'assisted' },
      { id: 'regional', multiplier: 0.89, region: 'north-carolina' },
      { id: 'basePremium', premium: 2_000, age: 50, benefit: 250, growth: 8 },
      { id: 'factors', gender: 1.15, health: 0.9, elimination: 1.05, inflation: 1.35, benefitPeriod: 1.8 },
      { id: 'premiumYears', years: 20, endAge: 65, extraYears: 15 },
      { id: 'benefitYears', years: 5, lifetime: true, lifetimeYears: 5 },
    ]);
    const national = calculateLtc();
    expect(national.assumptions[1]).toEqual({ id: 'regional', multiplier: 1, region: 'national' });
    expect(national.assumptions[5]).toEqual({ id: 'benefitYears', years: 3, lifetime: false, lifetimeYears: 5 });
    expect(national.formulas).toHaveLength(7);
  });
});

describe('calculateLtc properties', () => {
  itStaysFiniteAndNonNegative(hostileInput, calculateLtc);
  it('premium rises with age and with daily benefit', () => {
    forAll(fc.integer({ min: 40, max: 84 }), fc.constantFrom(150, 200, 250, 300), (age, db) => {
      expect(calculateLtc({ age: age + 1 }).annualPremium).toBeGreaterThanOrEqual(calculateLtc({ age }).annualPremium);
      const next = { 150: 200, 200: 250, 250: 300, 300: 400 }[db as 150]!;
      expect(calculateLtc({ age, dailyBenefit: next }).annualPremium).toBeGreaterThan(
        calculateLtc({ age, dailyBenefit: db }).annualPremium,
      );
    });
  });
});
