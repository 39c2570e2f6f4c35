import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spousalBenefit, survivorBenefit } from '../index';
import {
  ceilToDime,
  floorToDime,
  readBirthDate,
  spousalReductionFactor,
  survivorBenefitSteps,
  survivorYearlyBenefit,
} from './socialSecuritySpouse';
import { survivorFraMonthsPast65 } from '../rules/socialSecurity/socialSecurityAge';
import { hostileValue } from '../testing/financeTestKit';

const Y = (years: number, months = 0) => years * 12 + months;
const spousal = (workerPia: unknown, spouseOwnPia: unknown, spouseBirthDate: unknown, spousalStartAgeMonths: unknown) =>
  spousalBenefit({ workerPia, spouseOwnPia, spouseBirthDate, spousalStartAgeMonths });
const survivor = (
  deceasedPia: unknown,
  deceasedBirthDate: unknown,
  deceasedClaimAgeMonths: unknown,
  deceasedDeathAgeMonths: unknown,
  survivorBirthDate: unknown,
  survivorStartAgeMonths: unknown,
) =>
  survivorBenefit({
    deceasedPia,
    deceasedBirthDate,
    deceasedClaimAgeMonths,
    deceasedDeathAgeMonths,
    survivorBirthDate,
    survivorStartAgeMonths,
  });

describe('spousalBenefit known answers (20 CFR 404.333, 404.410; POMS RS 00615.020, RS 00615.101)', () => {
  it('issue H1 example: half of 2,400 = 1,200 less own 900 = 300; 24 months before FRA 67 → 24 × 25/36 % = 16.67 % off → 250', () => {
    expect(spousal(2400, 900, '1960-06-15', Y(65))).toBe(250);
  });

  it('SSA Benefits Planner: FRA 67, spouse at 62 gets 32.5 % of the worker’s PIA (60 months: 25 % + 24 × 5/12 % = 35 % off)', () => {
    expect(spousal(2000, 0, '1962-05-10', Y(62))).toBe(650);
    expect(spousalReductionFactor(60)).toBeCloseTo(0.65, 12);
  });

  it('SSA Benefits Planner: FRA 66 (born 1954), spouse at 62 gets 35 % of the PIA (48 months: 25 % + 12 × 5/12 % = 30 % off)', () => {
    expect(spousal(1000, 0, '1954-07-10', Y(62))).toBe(350);
  });

  it('rule: 25/36 of 1 % for each of the first 36 months → exactly 25 % at 36 months (born 1960, at 64)', () => {
    expect(spousal(1000, 0, '1960-03-10', Y(64))).toBe(375);
    expect(spousalReductionFactor(36)).toBeCloseTo(0.75, 12);
  });

  it('rule: 5/12 of 1 % for each month beyond 36 (37 months → 25.4167 % off: 500 × 0.745833 = 372.916 → 372.90)', () => {
    expect(spousal(1000, 0, '1960-03-10', Y(63, 11))).toBe(372.9);
  });

  it('rule: no delayed credits on the spouse’s benefit (start at 67, 68 or 70 with no own PIA → 500)', () => {
    for (const age of [Y(67), Y(68), Y(70), Y(72)]) expect(spousal(1000, 0, '1960-03-10', age)).toBe(500);
  });

  it('rule: deemed filing after FRA → own benefit carries credits: at 68 own 1,000 × 1.08 = 1,080 → 1,500 − 1,080 = 420; at 70 × 1.24 = 1,240 → 260', () => {
    expect(spousal(3000, 1000, '1960-03-10', Y(68))).toBe(420);
    expect(spousal(3000, 1000, '1960-03-10', Y(70))).toBe(260);
    // Credits stop at 70: starting at 72 gives the same as at 70.
    expect(spousal(3000, 1000, '1960-03-10', Y(72))).toBe(260);
  });

  it('rule: before FRA the excess is measured against the own PIA, not the reduced own benefit (POMS RS 00615.020)', () => {
    // 1,500 − 1,000 = 500, 60 months early → 500 × 0.65 = 325.
    expect(spousal(3000, 1000, '1962-05-10', Y(62))).toBe(325);
  });

  it('rule: own PIA at or above half the worker’s PIA → no excess (1,600 / 2 = 800 < 900)', () => {
    expect(spousal(1600, 900, '1960-06-15', Y(67))).toBe(0);
  });

  it('rule: born on the 1st reaches each age a month earlier: born 1 Jun 1960 at calendar 66 y 11 m is at FRA → 300; born 2 Jun → 1 month early → 297.90', () => {
    expect(spousal(2400, 900, '1960-06-01', Y(66, 11))).toBe(300);
    // 300 × (1 − 25/3600) = 297.9166 → down to the dime.
    expect(spousal(2400, 900, '1960-06-02', Y(66, 11))).toBe(297.9);
  });

  it('rule: born 1 January takes the previous year’s FRA: 1 Jan 1960 → FRA 66 + 10 m, and is a month older → at calendar 65: 21 months early → 300 × (1 − 21 × 25/3600) = 256.25 → 256.20', () => {
    expect(spousal(2400, 900, '1960-01-01', Y(65))).toBe(256.2);
    expect(spousal(2400, 900, '1960-01-02', Y(65))).toBe(250);
  });

  it('rule: amounts are rounded down to the dime (half of 2,401.50 = 1,200.75 → 1,200.70; less 900 → 300.70)', () => {
    expect(spousal(2401.5, 900, '1960-06-15', Y(67))).toBe(300.7);
    expect(floorToDime(250.0000000001)).toBe(250);
    expect(floorToDime(249.99999999999)).toBe(250);
    expect(ceilToDime(167.97)).toBe(168);
  });

  it('rule: no spouse’s benefit before 62 (20 CFR 404.330); unreadable input → 0', () => {
    expect(spousal(2400, 900, '1960-06-15', Y(61, 11))).toBe(0);
    expect(spousal(2400, 900, '1960-02-30', Y(65))).toBe(0);
    expect(spousal(2400, 900, 'June 1960', Y(65))).toBe(0);
    expect(spousal(2400, 900, '1960-06-15', null)).toBe(0);
    expect(spousalBenefit(undefined as never)).toBe(0);
  });
});

describe('survivorBenefit known answers (20 CFR 404.410; POMS RS 00615.301, .302, .320, .690, .706)', () => {
  it('POMS RS 00615.301 example: widow born 15 Jun 1940 (survivor FRA 65 + 2), entitled 7/2002 at 62 y 1 m: 987.60 × 37 × .285 / 62 = 167.97 → 168.00 → 819.60', () => {
    const steps = survivorBenefitSteps({
      deceasedPia: 987.6,
      deceasedBirthDate: '1938-01-10',
      deceasedClaimAgeMonths: null,
      deceasedDeathAgeMonths: Y(64),
      survivorBirthDate: '1940-06-15',
      survivorStartAgeMonths: Y(62, 1),
    })!;
    expect(steps).toMatchObject({ monthsEarly: 37, survivorFraMonths: Y(65, 2), reduction: 168, benefit: 819.6 });
    expect(survivor(987.6, '1938-01-10', null, Y(64), '1940-06-15', Y(62, 1))).toBe(819.6);
  });

  it('rule: at 60 the survivor gets 71.5 % of the deceased’s amount; at survivor FRA 100 %; after FRA no more (SSA "Survivors benefits")', () => {
    expect(survivor(1000, '1960-05-10', null, Y(66), '1962-05-10', Y(60))).toBe(715);
    expect(survivor(1000, '1960-05-10', null, Y(66), '1962-05-10', Y(67))).toBe(1000);
    expect(survivor(1000, '1960-05-10', null, Y(66), '1962-05-10', Y(70))).toBe(1000);
  });

  it('rule: reduction spread evenly from 60 to FRA: FRA 67 (84 months), at 62 → 1,000 × 60 × .285 / 84 = 203.57 → 203.60 → 796.40', () => {
    expect(survivor(1000, '1960-05-10', null, Y(66), '1962-05-10', Y(62))).toBe(796.4);
  });

  it('rule: survivor FRA table differs from the retirement one for 1957–1961: born 1960 → 66 + 8 m (retirement: 67)', () => {
    expect(survivorFraMonthsPast65(1960)).toBe(20);
    expect(survivor(1000, '1958-05-10', null, Y(64), '1960-05-10', Y(66, 8))).toBe(1000);
    // At 62: 56 of 80 months early → 1,000 × 56 × .285 / 80 = 199.50 → 800.50.
    expect(survivor(1000, '1958-05-10', null, Y(64), '1960-05-10', Y(62))).toBe(800.5);
  });

  it('SSA survivor FRA table at every edge: ≤1939 65; 1940 +2 m; 1944 +10 m; 1945–1956 66; 1957 66 + 2 m; 1961 66 + 10 m; 1962+ 67', () => {
    const years = [1939, 1940, 1941, 1944, 1945, 1956, 1957, 1958, 1959, 1960, 1961, 1962, 1990];
    expect(years.map(survivorFraMonthsPast65)).toEqual([0, 2, 4, 10, 12, 12, 14, 16, 18, 20, 22, 24, 24]);
  });

  it('rule: the deceased’s delayed credits up to the claim: born 1955 (FRA 66 + 2 m), claimed at 70 → 46 × 2/3 % = 30.67 % → 1,306.60', () => {
    expect(survivor(1000, '1955-03-10', Y(70), Y(80), '1957-03-10', Y(75))).toBe(1306.6);
  });

  it('rule: never claimed → credits up to the month of death (POMS RS 00615.706): born 1960, died at 68 → 12 × 2/3 % → 1,080', () => {
    expect(survivor(1000, '1960-05-10', null, Y(68), '1962-05-10', Y(67))).toBe(1080);
  });

  it('rule: a claim age above the death age means never claimed (same 1,080); credits stop at 70', () => {
    expect(survivor(1000, '1960-05-10', Y(70), Y(68), '1962-05-10', Y(67))).toBe(1080);
    expect(survivor(1000, '1960-05-10', null, Y(75), '1962-05-10', Y(67))).toBe(1240);
    expect(survivor(1000, '1960-05-10', Y(70), Y(75), '1962-05-10', Y(67))).toBe(1240);
  });

  it('rule: died before FRA without claiming → the PIA itself, no reduction for the deceased', () => {
    expect(survivor(1000, '1960-05-10', null, Y(63), '1962-05-10', Y(67))).toBe(1000);
  });

  it('rule: widow(er)’s limit (POMS RS 00615.320): deceased claimed at 62 (700) → limit = larger of 700 and 82.5 % = 825', () => {
    // Survivor at FRA: 1,000 limited to 825.
    expect(survivor(1000, '1960-05-10', Y(62), Y(75), '1962-05-10', Y(67))).toBe(825);
    // At 64: 1,000 − (36 × .285 / 84 → 122.20) = 877.80, still above the limit → 825 (the maximum comes before FRA).
    expect(survivor(1000, '1960-05-10', Y(62), Y(75), '1962-05-10', Y(64))).toBe(825);
    // At 62: 796.40 is below the limit → 796.40; at 60: 715.
    expect(survivor(1000, '1960-05-10', Y(62), Y(75), '1962-05-10', Y(62))).toBe(796.4);
    expect(survivor(1000, '1960-05-10', Y(62), Y(75), '1962-05-10', Y(60))).toBe(715);
  });

  it('rule: widow(er)’s limit when the reduced benefit is above 82.5 %: claimed at 66 (12 × 5/9 % = 6.67 % off → 933.30) → 933.30', () => {
    expect(survivor(1000, '1960-05-10', Y(66), Y(75), '1962-05-10', Y(67))).toBe(933.3);
  });

  it('rule: born on the 1st: survivor born 1 Jun 1962 is at FRA 67 in calendar month 66 y 11 m; deceased born 1 Jun 1960 dying at calendar 67 y 11 m has 12 credits', () => {
    expect(survivor(1000, '1960-05-10', null, Y(66), '1962-06-01', Y(66, 11))).toBe(1000);
    expect(survivor(1000, '1960-05-10', null, Y(66), '1962-06-02', Y(66, 11))).toBeLessThan(1000);
    expect(survivor(1000, '1960-06-01', null, Y(67, 11), '1962-05-10', Y(67))).toBe(1080);
  });

  it('rule: born 1 January uses the previous year: survivor born 1 Jan 1962 → survivor FRA 66 + 10 m', () => {
    expect(survivor(1000, '1960-05-10', null, Y(66), '1962-01-01', Y(66, 9))).toBe(1000);
    expect(survivor(1000, '1960-05-10', null, Y(66), '1962-01-02', Y(66, 9))).toBeLessThan(1000);
  });

  it('rule: no survivor benefit before 60 (disabled widow(er)s from 50 are not modelled); unreadable input → 0', () => {
    expect(survivor(1000, '1960-05-10', null, Y(66), '1962-05-10', Y(59, 11))).toBe(0);
    expect(survivor(1000, 'x', null, Y(66), '1962-05-10', Y(62))).toBe(0);
    expect(survivor(1000, '1960-05-10', null, 'abc', '1962-05-10', Y(62))).toBe(0);
    expect(survivorBenefit(null as never)).toBe(0);
  });
});

const birthDate = fc
  .record({
    year: fc.integer({ min: 1930, max: 1995 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
const pia = fc.double({ min: 0, max: 10_000, noNaN: true });
const age = fc.integer({ min: Y(50), max: Y(100) });

describe('spousal and survivor properties', () => {
  it('survivor ≥ 71.5 % of the unreduced widow(er)’s amount (to the dime) and never above it, at any start age ≥ 60', () => {
    fc.assert(
      fc.property(
        pia,
        birthDate,
        fc.option(age, { nil: null }),
        age,
        birthDate,
        fc.integer({ min: Y(60), max: Y(90) }),
        (p, dBirth, claim, death, sBirth, start) => {
          const input = {
            deceasedPia: p,
            deceasedBirthDate: dBirth,
            deceasedClaimAgeMonths: claim,
            deceasedDeathAgeMonths: death,
            survivorBirthDate: sBirth,
            survivorStartAgeMonths: start,
          };
          const steps = survivorBenefitSteps(input)!;
          const value = survivorBenefit(input);
          expect(value).toBe(steps.benefit);
          expect(value).toBeGreaterThanOrEqual(0.715 * steps.originalBenefit - 0.1);
          expect(value).toBeLessThanOrEqual(steps.originalBenefit);
          expect(value).toBeGreaterThanOrEqual(0.715 * p - 0.1);
        },
      ),
    );
  });

  it('survivor benefit never falls when the survivor starts later', () => {
    fc.assert(
      fc.property(
        pia,
        birthDate,
        fc.option(age, { nil: null }),
        age,
        birthDate,
        fc.integer({ min: Y(60), max: Y(80) }),
        (p, dBirth, claim, death, sBirth, start) => {
          const at = (s: number) => survivor(p, dBirth, claim, death, sBirth, s);
          expect(at(start + 1)).toBeGreaterThanOrEqual(at(start));
        },
      ),
    );
  });

  it('spousal never above half the worker’s PIA, never negative, and never falls when started later up to FRA', () => {
    fc.assert(
      fc.property(pia, pia, birthDate, fc.integer({ min: Y(62), max: Y(66) }), (w, own, b, start) => {
        const value = spousal(w, own, b, start);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(w / 2 + 1e-9);
        expect(spousal(w, own, b, start + 1)).toBeGreaterThanOrEqual(value);
      }),
    );
  });

  it('hostile input of any kind → a finite number ≥ 0, never NaN or a throw', () => {
    fc.assert(
      fc.property(hostileValue, hostileValue, hostileValue, hostileValue, (a, b, c, d) => {
        const value = spousalBenefit({ workerPia: a, spouseOwnPia: b, spouseBirthDate: c, spousalStartAgeMonths: d });
        expect(Number.isFinite(value) && value >= 0).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        hostileValue,
        hostileValue,
        hostileValue,
        hostileValue,
        hostileValue,
        hostileValue,
        (a, b, c, d, e, f) => {
          const value = survivorBenefit({
            deceasedPia: a,
            deceasedBirthDate: b,
            deceasedClaimAgeMonths: c,
            deceasedDeathAgeMonths: d,
            survivorBirthDate: e,
            survivorStartAgeMonths: f,
          });
          expect(Number.isFinite(value) && value >= 0).toBe(true);
        },
      ),
    );
    // Valid dates with hostile numbers.
    fc.assert(
      fc.property(hostileValue, hostileValue, hostileValue, hostileValue, (a, c, d, f) => {
        const value = survivorBenefit({
          deceasedPia: a,
          deceasedBirthDate: '1960-05-10',
          deceasedClaimAgeMonths: c,
          deceasedDeathAgeMonths: d,
          survivorBirthDate: '1962-05-01',
          survivorStartAgeMonths: f,
        });
        expect(Number.isFinite(value) && value >= 0).toBe(true);
        expect(Number.isFinite(spousal(a, c, '1962-05-01', f))).toBe(true);
      }),
    );
  });

  it('readBirthDate rejects impossible dates and keeps the 1st-of-month and 1 January rules', () => {
    expect(readBirthDate('1961-02-29')).toBeNull();
    expect(readBirthDate('1960-13-01')).toBeNull();
    expect(readBirthDate('1964-02-29')).toMatchObject({ cohortYear: 1964, ageShift: 0 });
    expect(readBirthDate('1960-01-01')).toMatchObject({ cohortYear: 1959, ageShift: 1 });
    expect(readBirthDate('1960-03-01')).toMatchObject({ cohortYear: 1960, ageShift: 1 });
  });
});

describe('survivorYearlyBenefit (what a widow(er) keeps of two yearly benefits; 20 CFR 404.407, 404.410)', () => {
  it('by hand: own 12,000, spouse 24,000, survivor born 1964 and 63 → 2,000 − 325.80 = 1,674.20 a month, 20,090.40 a year', () => {
    const s = survivorYearlyBenefit({
      ownYearly: 12_000,
      deceasedYearly: 24_000,
      survivorBirthYear: 1964,
      survivorAgeAfterDeath: 63,
    });
    expect(s.widowMonthly).toBe(1_674.2);
    expect(s.widowStartsAtAge).toBe(63);
    expect(s.yearlyAt(63)).toBeCloseTo(20_090.4, 9);
    // At the survivor's full retirement age (67 for 1962+, survivor table) nothing is taken off: the larger of the two.
    expect(
      survivorYearlyBenefit({
        ownYearly: 12_000,
        deceasedYearly: 24_000,
        survivorBirthYear: 1958,
        survivorAgeAfterDeath: 68,
      }).yearlyAt(68),
    ).toBe(24_000);
    expect(
      survivorYearlyBenefit({
        ownYearly: 30_000,
        deceasedYearly: 24_000,
        survivorBirthYear: 1958,
        survivorAgeAfterDeath: 68,
      }).yearlyAt(68),
    ).toBe(30_000);
  });

  it('never NaN, never below the own benefit, never above the larger of the two benefits, whatever the input', () => {
    fc.assert(
      fc.property(
        hostileValue,
        hostileValue,
        hostileValue,
        hostileValue,
        fc.integer({ min: 0, max: 130 }),
        (own, dec, by, age, at) => {
          const s = survivorYearlyBenefit({
            ownYearly: own,
            deceasedYearly: dec,
            survivorBirthYear: by,
            survivorAgeAfterDeath: age,
          });
          const y = s.yearlyAt(at);
          expect(Number.isFinite(y) && Number.isFinite(s.widowMonthly)).toBe(true);
          expect(y).toBeGreaterThanOrEqual(0);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.integer({ min: 1930, max: 2000 }),
        fc.integer({ min: 50, max: 100 }),
        (own, dec, by, age) => {
          const y = survivorYearlyBenefit({
            ownYearly: own,
            deceasedYearly: dec,
            survivorBirthYear: by,
            survivorAgeAfterDeath: age,
          }).yearlyAt(age);
          expect(y).toBeGreaterThanOrEqual(own);
          expect(y).toBeLessThanOrEqual(Math.max(own, dec) + 1e-6);
        },
      ),
    );
  });
});
