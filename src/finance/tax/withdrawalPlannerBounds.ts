/**
 * The withdrawal planner's bounds, apart from its calculation (withdrawalPlanner.ts):
 * the planner shows nothing until Calculate, so its page loads the calculation, with the tax, IRMAA
 * and Social Security rules behind it, only when the reader reaches for the button.
 */
import type { FilingStatus } from '../core/types';
import { MAX_MONEY } from '../core/num';
import { WITHDRAWAL_PLANNER_YEARS } from '../rules/core/toolYears';
import { PLANNER_MAX_YEARS, PLANNER_SHOWN_YEARS } from '../rules/tax/withdrawal';

export type PlannerFilingStatus = Exclude<FilingStatus, 'headOfHousehold'>;

export const PLANNER_BOUNDS = {
  currentAge: { min: 50, max: 100 },
  filingStatuses: ['single', 'marriedJoint', 'marriedSeparate'] as const,
  money: { min: 0, max: MAX_MONEY, step: 1000 },
  maxYears: PLANNER_MAX_YEARS,
  shownYears: PLANNER_SHOWN_YEARS,
  /** Newest first, from the rules calendar. */
  taxYears: WITHDRAWAL_PLANNER_YEARS,
  deathYear: { min: 0, max: 9999 },
} as const;
