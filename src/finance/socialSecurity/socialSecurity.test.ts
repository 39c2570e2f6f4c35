import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { claimingFactor, compareClaimingAges, SOCIAL_SECURITY_BOUNDS } from './socialSecurity';
import { delayedCreditPerYear, fraMonthsPast65 } from '../rules/socialSecurity/socialSecurityClaiming';
import { expectFiniteAndNonNegative, forAnyHostileInput, hostileWith, amountUpTo } from '../testing/financeTestKit';

const hostile = hostileWith(-1, 0, null, undefined, '', 'abc');
const hostileInput = fc.record({
  birthYear: hostile,
  fraBenefit: hostile,
  lifeExpectancy: hostile,
  colaPercent: hostile,
});
const row = (r: ReturnType<typeof compareClaimingAges>, age: number) => r.rows.find((x) => x.claimAge === age)!;

describe('compareClaimingAges known answers', () => {
  it('SSA: born 1960 → FRA 67; 60 months early = 20 % + 24 × 5/12 % = 30 % reduction; 70 = +24 %', () => {
    const r = compareClaimingAges({ birthYear: 1960, fraBenefit: 1000 });
    expect(r.fullRetirementAge).toMatchObject({ years: 67, months: 0 });
    expect(row(r, 62)).toMatchObject({
      monthlyBenefit: 700,
      annualBenefit: 8400,
      adjustmentPercent: -30,
      monthsFromFra: -60,
    });
    expect(row(r, 70)).toMatchObject({ monthlyBenefit: 1240, annualBenefit: 14880, adjustmentPercent: 24 });
  });

  it('SSA: 36 months early = 20 % reduction (born 1960, claim at 64 → 800)', () => {
    expect(row(compareClaimingAges({ birthYear: 1960, fraBenefit: 1000 }), 64).monthlyBenefit).toBe(800);
    expect(claimingFactor(64 * 12, 67 * 12, 0.08)).toBeCloseTo(0.8, 12);
  });

  it('SSA: born 1954 → FRA 66; 62 = 48 months early → 25 % cut; 70 = 48 × 2/3 % = +32 %', () => {
    const r = compareClaimingAges({ birthYear: 1954, fraBenefit: 1000 });
    expect(r.fullRetirementAge.years).toBe(66);
    expect(row(r, 62).monthlyBenefit).toBe(750);
    expect(row(r, 70).monthlyBenefit).toBe(1320);
    expect(row(r, 66).breakEvenVsFra).toBeNull();
  });

  it('SSA: born 1957 → FRA 66 and 6 months; 62 = 54 months early → 27.5 % cut; 70 → +28 %', () => {
    const r = compareClaimingAges({ birthYear: 1957, fraBenefit: 1000 });
    expect(r.fullRetirementAge).toEqual({ years: 66, months: 6, inMonths: 798 });
    expect(row(r, 62).monthlyBenefit).toBe(725);
    expect(row(r, 70).monthlyBenefit).toBe(1280);
  });

  it('SSA delayed credits by cohort: 1940 → 7 %/yr (FRA 65 + 6 m, 70 → +31.5 %); 1937 → 6.5 %; 1943+ → 8 %', () => {
    expect(fraMonthsPast65(1940)).toBe(6);
    expect(delayedCreditPerYear(1940)).toBe(0.07);
    expect(delayedCreditPerYear(1937)).toBe(0.065);
    expect(delayedCreditPerYear(1943)).toBe(0.08);
    expect(row(compareClaimingAges({ birthYear: 1940, fraBenefit: 1000 }), 70).monthlyBenefit).toBe(1315);
  });

  it('SSA full retirement age table, at every cohort edge: 1937 → 65; 1938 → 65 + 2 m; 1942 → 65 + 10 m; 1943–1954 → 66; 1955 → 66 + 2 m; 1959 → 66 + 10 m; 1960 → 67', () => {
    const years = [1937, 1938, 1942, 1943, 1954, 1955, 1959, 1960, 1975];
    expect(years.map(fraMonthsPast65)).toEqual([0, 2, 10, 12, 12, 14, 22, 24, 24]);
  });

  it('SSA delayed retirement credit per year, at every cohort edge: 1933–34 5.5 %, 1935–36 6 %, 1937–38 6.5 %, 1939–40 7 %, 1941–42 7.5 %, 1943+ 8 %', () => {
    const years = [1934, 1935, 1936, 1937, 1938, 1939, 1940, 1941, 1942, 1943];
    expect(years.map(delayedCreditPerYear)).toEqual([0.055, 0.06, 0.06, 0.065, 0.065, 0.07, 0.07, 0.075, 0.075, 0.08]);
  });

  it('break-even, born 1960, PIA 1,000: 70 vs 62 at month 221 → 80.4; FRA vs 62 at month 200 → 78.7; 63 vs 62 → 77', () => {
    const r = compareClaimingAges({ birthYear: 1960, fraBenefit: 1000 });
    expect(row(r, 70).breakEvenVs62).toBe(80.4); // 1,240 (k − 96) ≥ 700 k ⇒ k ≥ 220.4
    expect(row(r, 62).breakEvenVsFra).toBe(78.7); // 1,000 (k − 60) ≥ 700 k ⇒ k ≥ 200
    expect(row(r, 63).breakEvenVs62).toBe(77); // 750 (k − 12) ≥ 700 k ⇒ k ≥ 180
    expect(row(r, 62).breakEvenVs62).toBeNull();
    expect(row(r, 70).breakEvenVsFra).toBe(82.5); // 1,240 (k − 96) ≥ 1,000 (k − 60) ⇒ k ≥ 246
  });

  it('lifetime to 85: 62 → 700 × 276 = 193,200; 70 → 1,240 × 180 = 223,200 (best); to 75, 62 is best', () => {
    const r = compareClaimingAges({ birthYear: 1960, fraBenefit: 1000, lifeExpectancy: 85 });
    expect(row(r, 62).lifetimeBenefits).toBe(193200);
    expect(row(r, 70).lifetimeBenefits).toBe(223200);
    expect(r.fraLifetimeBenefits).toBe(216000);
    expect(r.bestClaimAge).toBe(70);
    expect(compareClaimingAges({ birthYear: 1960, fraBenefit: 1000, lifeExpectancy: 75 }).bestClaimAge).toBe(62);
  });

  it('COLA 2 % from 62: two years at 62 → 700 × 12 + 714 × 12 = 16,968; life expectancy 62 → nothing', () => {
    expect(
      row(compareClaimingAges({ birthYear: 1960, fraBenefit: 1000, lifeExpectancy: 64, colaPercent: 2 }), 62)
        .lifetimeBenefits,
    ).toBeCloseTo(16968, 6);
    expect(compareClaimingAges({ lifeExpectancy: 62 }).rows.every((x) => x.lifetimeBenefits === 0)).toBe(true);
    expect(compareClaimingAges({ lifeExpectancy: 62 }).bestClaimAge).toBe(62); // a tie keeps the earliest age
  });

  it('bounds: birth year 1900 → 1930 (FRA 65, 5.5 %); bounds exported', () => {
    const r = compareClaimingAges({ birthYear: 1900, fraBenefit: 1000 });
    expect(r.fullRetirementAge.years).toBe(65);
    expect(r.delayedCreditPerYear).toBe(0.055);
    expect(SOCIAL_SECURITY_BOUNDS.claimAges).toHaveLength(9);
  });
});

describe('compareClaimingAges explanation', () => {
  it('SSA full retirement age as figures (the tool words them): born 1957 → 66 and 6 months, 1960 → 67; the credit used', () => {
    const r = compareClaimingAges({ birthYear: 1957, colaPercent: 2.5, lifeExpectancy: 88 });
    expect(r.fullRetirementAge).toMatchObject({ years: 66, months: 6 });
    expect(r.delayedCreditPerYear).toBeCloseTo(0.08, 12); // 2/3 of 1 % a month, born 1943 or later (SSA)
    expect(compareClaimingAges({ birthYear: 1960 }).fullRetirementAge).toEqual({ years: 67, months: 0, inMonths: 804 });
    // No English left in the engine: "How this is calculated" is the tool's (SocialSecurityCalculator.tsx, explanation).
    expect(Object.keys(r)).not.toContain('assumptions');
  });
});

describe('compareClaimingAges properties', () => {
  it('hostile input → finite, non-negative', () => {
    // monthsFromFra and adjustmentPercent are signed by design; money must not be.
    forAnyHostileInput(
      hostileInput,
      compareClaimingAges,
      (r) => expectFiniteAndNonNegative(r, /monthsFromFra|adjustmentPercent/),
      { numRuns: 50 },
    );
  });
  it('monthly benefit rises with claiming age; 62 is never above 80 % of the PIA', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1930, max: 2010 }), amountUpTo(20000), (by, pia) => {
        const r = compareClaimingAges({ birthYear: by, fraBenefit: pia });
        for (let k = 1; k < r.rows.length; k++)
          expect(r.rows[k]!.monthlyBenefit).toBeGreaterThanOrEqual(r.rows[k - 1]!.monthlyBenefit);
        expect(r.rows[0]!.monthlyBenefit).toBeLessThanOrEqual(pia * 0.8 + 0.01);
      }),
      { numRuns: 50 },
    );
  });
});
