/**
 * The household plan's own rules (issue I1, "Will our money last?"): what the engine takes for a missing or
 * unreadable input, the size of each "what would change the answer" lever (its sources: sources.ts).
 * Product choices, not law: each says whose choice it is.
 */
import { SITE_INFLATION_PERCENT } from '../core/inflation';

/**
 * What the plan takes for a missing or unreadable input. Planning age 95 and 1,000 Monte Carlo paths are the
 * issue's own figures (I1 items 1 and 2); the fill of the 12 % bracket is its default withdrawal order (item 1,
 * "fills the low brackets"); 60 % stocks, a 5 % steady return and seed 1 are ours; inflation is the site-wide 2 %
 * (rules/core/inflation.ts, with its source).
 */
export const HOUSEHOLD_FALLBACK = {
  planningAge: 95,
  monteCarloPaths: 1_000,
  monteCarloSeed: 1,
  fillBracketRate: 12,
  withdrawalOrder: 'fillLowBrackets',
  stockSharePercent: 60,
  steadyReturnPercent: 5,
  steadyInflationPercent: SITE_INFLATION_PERCENT,
  taxableBasisShare: 1,
} as const;

/** The levers of "what would change the answer" (issue I1 item 4): claim at 70, spend 10 % less, 20 points more or fewer in stocks, convert to the top of the 12 % bracket until RMDs. */
export const HOUSEHOLD_LEVERS = {
  claimAge: 70,
  spendingCut: 0.1,
  stockPoints: 20,
  conversionBracket: 12,
} as const;

/** The highest spending that lasted in every historical start is searched to this step, US$ (issue I1 item 3 shows $61,400). */
export const SAFE_SPENDING_STEP = 100;

/** Percentiles of the savings chart (issue I1 item 3: the 10th, 50th and 90th). */
export const HOUSEHOLD_PERCENTILES = [10, 50, 90] as const;

/**
 * A year counts as short only when more than this is missing, US$: the tax is solved to the cent, and a
 * fraction of a cent left over is rounding, not a plan that ran out. Ours.
 */
export const SHORTFALL_TOLERANCE = 1;
