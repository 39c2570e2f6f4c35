/**
 * Default age at death for the couple comparison: the age today in whole years plus the remaining
 * life expectancy at that age from SSA's period life table 2022, as used in the 2025 Trustees Report
 * (SSA Office of the Chief Actuary, "Actuarial Life Table", ssa.gov/oact/STATS/table4c6.html), by
 * sex; "not stated" takes the plain average of the male and female figures. The table is in
 * ./ssaPeriodLifeTable.ts (generated from data/ssa-period-life-table-2022.csv). Rounded to a tenth
 * of a year. A period table uses one year's death rates and assumes no later improvement. Our
 * choice of default; the visitor can change both ages.
 */
import {
  FEMALE_DEATH_PROBABILITY_MILLIONTHS,
  FEMALE_LIFE_EXPECTANCY_HUNDREDTHS,
  MALE_DEATH_PROBABILITY_MILLIONTHS,
  MALE_LIFE_EXPECTANCY_HUNDREDTHS,
  SSA_LIFE_TABLE_MAX_AGE,
  SSA_LIFE_TABLE_SOURCE,
  SSA_LIFE_TABLE_YEAR,
} from './ssaPeriodLifeTable';

export const LIFE_TABLE_SOURCE = SSA_LIFE_TABLE_SOURCE;
export const LIFE_TABLE_YEAR = SSA_LIFE_TABLE_YEAR;
export const LIFE_TABLE_MIN_AGE = 0;
export const LIFE_TABLE_MAX_AGE = SSA_LIFE_TABLE_MAX_AGE;

/** Whose life table: SSA's tables are by sex; 'unstated' averages the two. */
export type LifeTableSex = 'female' | 'male' | 'unstated';
export const LIFE_TABLE_SEXES: readonly LifeTableSex[] = ['unstated', 'female', 'male'];

/** Anything else (a mangled link) reads as 'unstated'. */
export function lifeTableSex(value: unknown): LifeTableSex {
  return value === 'female' || value === 'male' ? value : 'unstated';
}

function wholeAge(age: number): number {
  return Math.min(
    LIFE_TABLE_MAX_AGE,
    Math.max(LIFE_TABLE_MIN_AGE, Math.floor(Number.isFinite(age) ? age : LIFE_TABLE_MIN_AGE)),
  );
}

/** Remaining years of life e(x) at the whole age x (clamped to the table, 0–119), in hundredths of a year. */
function remainingHundredths(age: number, sex: unknown): number {
  const x = wholeAge(age);
  const male = MALE_LIFE_EXPECTANCY_HUNDREDTHS[x] ?? 0;
  const female = FEMALE_LIFE_EXPECTANCY_HUNDREDTHS[x] ?? 0;
  const which = lifeTableSex(sex);
  return which === 'male' ? male : which === 'female' ? female : (male + female) / 2;
}

/** Remaining years of life at a whole age (SSA period life table 2022; clamped to ages 0–119). */
export function remainingLifeYears(age: number, sex: unknown = 'unstated'): number {
  return remainingHundredths(age, sex) / 100;
}

/** The default age at death: whole age today + e(that age), to the nearest tenth of a year. */
export function lifeTableDeathAge(age: number, sex: unknown = 'unstated'): number {
  const x = wholeAge(age);
  return Math.round((x * 100 + remainingHundredths(x, sex)) / 10) / 10;
}

/** The chance of being alive at exact age x + years from exact age x, by one sex's q(x): the product of (1 − q). */
function survival(q: readonly number[], from: number, to: number): number {
  let alive = 1;
  for (let x = from; x < to; x++) alive *= 1 - (q[Math.min(x, LIFE_TABLE_MAX_AGE)] ?? 1_000_000) / 1_000_000;
  return alive;
}

/**
 * The chance that someone of whole age `age` today lives to `targetAge` (reaches that birthday), from the
 * same period table's q(x): l(target) ÷ l(age). 'unstated' averages the male and female chances, as the
 * default age at death averages the two life expectancies. 1 when the target is not above the age; 0 past
 * the table's last age (q(119) = 1).
 */
export function chanceOfReachingAge(age: number, targetAge: number, sex: unknown = 'unstated'): number {
  const from = wholeAge(age);
  const to = Math.floor(Number.isFinite(targetAge) ? Math.min(targetAge, LIFE_TABLE_MAX_AGE + 1) : from);
  if (to <= from) return 1;
  const male = survival(MALE_DEATH_PROBABILITY_MILLIONTHS, from, to);
  const female = survival(FEMALE_DEATH_PROBABILITY_MILLIONTHS, from, to);
  const which = lifeTableSex(sex);
  return which === 'male' ? male : which === 'female' ? female : (male + female) / 2;
}
