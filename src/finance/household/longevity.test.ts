/** The chance of living to the planning age (issue I1 item 1), from SSA's period life table 2022, the one the Social Security tool uses. */
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { chanceOfReachingAge } from '../rules/socialSecurity/socialSecurityLifeTable';
import {
  FEMALE_DEATH_PROBABILITY_MILLIONTHS,
  MALE_DEATH_PROBABILITY_MILLIONTHS,
} from '../rules/socialSecurity/ssaPeriodLifeTable';

const rows = fs
  .readFileSync(path.join(__dirname, '..', 'rules', 'data', 'ssa-period-life-table-2022.csv'), 'utf8')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => line.split(',').map(Number) as [number, number, number]);

describe('q(x) in the bundle (regenerate with scripts/gen-ssa-life-table.mjs)', () => {
  it('equals the CSV’s male and female q(x), in millionths, at every age 0–119', () => {
    expect(MALE_DEATH_PROBABILITY_MILLIONTHS).toEqual(rows.map((r) => Math.round(r[1] * 1e6)));
    expect(FEMALE_DEATH_PROBABILITY_MILLIONTHS).toEqual(rows.map((r) => Math.round(r[2] * 1e6)));
  });
});

describe('chanceOfReachingAge = l(target) ÷ l(age) = ∏ (1 − q(x)) from age to target − 1', () => {
  const survive = (column: 1 | 2, from: number, to: number) =>
    rows.slice(from, to).reduce((alive, row) => alive * (1 - row[column]), 1);
  it('65 to 95: male 6.53 %, female 12.72 %, not stated the average 9.62 % (2022 death rates)', () => {
    expect(chanceOfReachingAge(65, 95, 'male')).toBeCloseTo(survive(1, 65, 95), 12);
    expect(chanceOfReachingAge(65, 95, 'female')).toBeCloseTo(survive(2, 65, 95), 12);
    expect(chanceOfReachingAge(65, 95, 'male')).toBeCloseTo(0.0653, 4);
    expect(chanceOfReachingAge(65, 95, 'female')).toBeCloseTo(0.1272, 4);
    expect(chanceOfReachingAge(65, 95)).toBeCloseTo(0.0962, 4);
  });
  it('a target not above the age is certain; past the table’s last age nobody lives (q(119) = 1); never NaN', () => {
    expect(chanceOfReachingAge(80, 80)).toBe(1);
    expect(chanceOfReachingAge(80, 70)).toBe(1);
    expect(chanceOfReachingAge(100, 125)).toBe(0);
    expect(chanceOfReachingAge(NaN, 95)).toBeGreaterThan(0);
    expect(chanceOfReachingAge(70, NaN)).toBe(1);
  });
});
