/**
 * The withdrawal planner's bounds, apart from its calculation (withdrawalPlanner.ts):
 * the planner shows nothing until Calculate, so its page loads the calculation, with the tax, IRMAA
 * and Social Security rules behind it, only when the reader reaches for the button.
 */
import type { FilingStatus } from '../core/types';
import { MAX_MONEY } from '../core/num';
import { WITHDRAWAL_PLANNER_YEARS } from '../rules/core/toolYears';
import { PLANNER_PLAN_TO_AGE } from '../rules/tax/withdrawal';

export type PlannerFilingStatus = Exclude<FilingStatus, 'headOfHousehold'>;

/** SPEC §5 bounds for currentAge: 50 to 100. The spouse's age (issue I6) takes the same range. */
const AGE = { min: 50, max: 100 } as const;

export const PLANNER_BOUNDS = {
  currentAge: AGE,
  spouseAge: AGE,
  /** The age the younger of you reaches in the plan's last year (rules/tax/withdrawal.ts). */
  planToAge: PLANNER_PLAN_TO_AGE,
  filingStatuses: ['single', 'marriedJoint', 'marriedSeparate'] as const,
  money: { min: 0, max: MAX_MONEY, step: 1000 },
  /** The longest plan: from the youngest age taken to the latest end age, both years counted (61). */
  maxYears: PLANNER_PLAN_TO_AGE.max - AGE.min + 1,
  /** Newest first, from the rules calendar. */
  taxYears: WITHDRAWAL_PLANNER_YEARS,
  deathYear: { min: 0, max: 9999 },
} as const;
