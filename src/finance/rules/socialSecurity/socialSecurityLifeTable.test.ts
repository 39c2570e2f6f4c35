import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { FEMALE_LIFE_EXPECTANCY_HUNDREDTHS, MALE_LIFE_EXPECTANCY_HUNDREDTHS } from './ssaPeriodLifeTable';
import { lifeTableDeathAge, lifeTableSex, remainingLifeYears } from './socialSecurityLifeTable';

/** SSA's own method (Actuarial Study No. 120): l(x+1) = l(x)(1 − q(x)), L(x) = l(x) − d(x)/2, T(x) = ΣL, e(x) = T(x)/l(x). */
function lifeExpectancy(q: readonly number[]): number[] {
  const l = [100_000];
  for (let x = 0; x < q.length; x++) l.push(l[x]! * (1 - q[x]!));
  const T = new Array<number>(q.length + 1).fill(0);
  for (let x = q.length - 1; x >= 0; x--) T[x] = T[x + 1]! + (l[x]! + l[x + 1]!) / 2;
  return q.map((_, x) => T[x]! / l[x]!);
}

const [header, ...lines] = fs
  .readFileSync(path.join(__dirname, '..', 'data', 'ssa-period-life-table-2022.csv'), 'utf8')
  .trim()
  .split(/\r?\n/);
const rows = lines.map((line) => line.split(',').map(Number) as [number, number, number]);

describe('SSA period life table 2022 in the bundle (regenerate with scripts/gen-ssa-life-table.mjs)', () => {
  it('the CSV holds q(x) for ages 0–119, male and female, each a probability, ending at q(119) = 1', () => {
    expect(header).toBe('age,male_qx,female_qx');
    expect(rows).toHaveLength(120);
    rows.forEach(([age, m, f], i) => {
      expect(age).toBe(i);
      for (const q of [m, f]) expect(q >= 0 && q <= 1).toBe(true);
    });
    expect(rows[119]).toEqual([119, 1, 1]);
  });

  it('e(x) in the bundle is what SSA’s method gives from the CSV’s q(x), age by age, to the hundredth', () => {
    const male = lifeExpectancy(rows.map((r) => r[1]));
    const female = lifeExpectancy(rows.map((r) => r[2]));
    expect(MALE_LIFE_EXPECTANCY_HUNDREDTHS).toEqual(male.map((e) => Math.round(e * 100)));
    expect(FEMALE_LIFE_EXPECTANCY_HUNDREDTHS).toEqual(female.map((e) => Math.round(e * 100)));
  });

  it('SSA table 4c6 (period 2022, 2025 Trustees Report) life expectancy column: male 65 → 17.48, female 65 → 20.12, male 62 → 19.61, female 64 → 20.90, male 70 → 14.09, female 80 → 9.49', () => {
    // Cross-check: the same figures as an independently published copy of the e(x) column (see rules/data/README.md).
    expect(remainingLifeYears(65, 'male')).toBe(17.48);
    expect(remainingLifeYears(65, 'female')).toBe(20.12);
    expect(remainingLifeYears(62, 'male')).toBe(19.61);
    expect(remainingLifeYears(64, 'female')).toBe(20.9);
    expect(remainingLifeYears(70, 'male')).toBe(14.09);
    expect(remainingLifeYears(80, 'female')).toBe(9.49);
    expect(remainingLifeYears(40, 'male')).toBe(37.67);
    expect(remainingLifeYears(40, 'female')).toBe(41.86);
  });

  it('not stated: the plain average of the two columns (64: (18.18 + 20.90) / 2 = 19.54)', () => {
    expect(remainingLifeYears(64, 'unstated')).toBe(19.54);
    expect(remainingLifeYears(64)).toBe(19.54);
    expect(remainingLifeYears(64, 'nonsense')).toBe(19.54);
  });

  it('default age at death = whole age + e(x), to the nearest tenth: a woman of 64 → 84.9, a man of 64 → 82.2, not stated → 83.5; a man of 65 → 82.5, a woman of 62 → 84.5', () => {
    expect(lifeTableDeathAge(64, 'female')).toBe(84.9);
    expect(lifeTableDeathAge(64, 'male')).toBe(82.2);
    expect(lifeTableDeathAge(64, 'unstated')).toBe(83.5);
    expect(lifeTableDeathAge(65, 'male')).toBe(82.5);
    expect(lifeTableDeathAge(62, 'female')).toBe(84.5);
    // A fraction of a year is dropped: 64 and 11 months uses age 64.
    expect(lifeTableDeathAge(64.92, 'female')).toBe(84.9);
  });

  it('reads anything but "female" or "male" as not stated; ages outside 0–119 (or NaN) use the table’s ends', () => {
    expect(lifeTableSex('female')).toBe('female');
    expect(lifeTableSex('MALE')).toBe('unstated');
    expect(lifeTableSex(undefined)).toBe('unstated');
    expect(remainingLifeYears(150, 'male')).toBe(0.5);
    expect(remainingLifeYears(-3, 'female')).toBe(80.19);
    expect(Number.isFinite(remainingLifeYears(Number.NaN))).toBe(true);
  });

  it('never NaN, and the default age at death is never below the age today (any age, any sex word)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 119 }),
        fc.constantFrom('female', 'male', 'unstated', '', 'x'),
        (age, sex) => {
          const death = lifeTableDeathAge(age, sex);
          expect(Number.isFinite(death)).toBe(true);
          expect(death).toBeGreaterThanOrEqual(age);
        },
      ),
    );
  });
});
