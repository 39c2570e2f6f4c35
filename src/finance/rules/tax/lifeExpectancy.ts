/**
 * Lookups in IRS Pub. 590-B Tables I and II (lifeExpectancyTables.ts, generated). Kept apart from
 * the Uniform Lifetime Table (rmdTable.ts): the withdrawal tools need only Table III, and a module
 * is bundled whole, so Tables I and II (≈ 2.3 KB gzipped) reach only the pages that use them.
 */
import {
  JOINT_LIFE_MAX_AGE,
  JOINT_LIFE_MIN_AGE,
  JOINT_LIFE_ROWS,
  SINGLE_LIFE_MAX_AGE,
  SINGLE_LIFE_TABLE,
} from './lifeExpectancyTables.ts';
export { SINGLE_LIFE_SOURCE, JOINT_LIFE_SOURCE, JOINT_LIFE_MIN_AGE } from './lifeExpectancyTables.ts';

/** Pub. 590-B Table I (Single Life Expectancy): whole age 0–120, 120 and over use 1.0; negative or non-finite → null. */
export function singleLifeExpectancy(age: number): number | null {
  if (!Number.isFinite(age) || age < 0) return null;
  return SINGLE_LIFE_TABLE[Math.min(Math.floor(age), SINGLE_LIFE_MAX_AGE)] ?? null;
}

/**
 * Pub. 590-B Table II (Joint Life and Last Survivor Expectancy) for an owner and spouse. The
 * publication prints ages 20–120 (120 means 120 and over); a spouse under 20 uses the age-20 column
 * (a slightly smaller divisor, so never an RMD below the law's). Non-finite ages → null.
 */
export function jointLifeExpectancy(ownerAge: number, spouseAge: number): number | null {
  if (!Number.isFinite(ownerAge) || !Number.isFinite(spouseAge)) return null;
  const clamp = (a: number) =>
    Math.min(Math.max(Math.floor(a), JOINT_LIFE_MIN_AGE), JOINT_LIFE_MAX_AGE) - JOINT_LIFE_MIN_AGE;
  return JOINT_LIFE_ROWS[clamp(ownerAge)]?.[clamp(spouseAge)] ?? null;
}
