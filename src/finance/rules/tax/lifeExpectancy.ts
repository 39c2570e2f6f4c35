/**
 * Lookups in IRS Pub. 590-B Table I (lifeExpectancyTables.ts, generated). Kept apart from the
 * Uniform Lifetime Table (rmdTable.ts): the withdrawal tools need only Table III, and a module is
 * bundled whole, so Table I reaches only the pages that use it. Table II's lookup is
 * jointLifeExpectancy.ts, apart again: its rows (≈ 1.7 KB gzipped) reach only the RMD tool, not the
 * inherited IRA tool, which reads Table I only (docs/performance.md, es-js-2).
 */
import { SINGLE_LIFE_MAX_AGE, SINGLE_LIFE_TABLE } from './lifeExpectancyTables.ts';
export { SINGLE_LIFE_SOURCE, JOINT_LIFE_SOURCE, JOINT_LIFE_MIN_AGE } from './lifeExpectancyTables.ts';

/** Pub. 590-B Table I (Single Life Expectancy): whole age 0–120, 120 and over use 1.0; negative or non-finite → null. */
export function singleLifeExpectancy(age: number): number | null {
  if (!Number.isFinite(age) || age < 0) return null;
  return SINGLE_LIFE_TABLE[Math.min(Math.floor(age), SINGLE_LIFE_MAX_AGE)] ?? null;
}
