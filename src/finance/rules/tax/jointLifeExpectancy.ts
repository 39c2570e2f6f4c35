/**
 * The lookup in IRS Pub. 590-B Table II (jointLifeTable.ts, generated): a module of its own, so the
 * table's rows reach only the pages that look up a joint life (lifeExpectancy.ts says why).
 */
import { JOINT_LIFE_MAX_AGE, JOINT_LIFE_MIN_AGE } from './lifeExpectancyTables.ts';
import { JOINT_LIFE_ROWS } from './jointLifeTable.ts';

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
