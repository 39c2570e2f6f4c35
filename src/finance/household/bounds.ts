/**
 * Bounds of the household plan's inputs, apart from the engine so a form's field list can read them
 * without loading the engine (docs/CONVENTIONS.md, "The bounds a list reads live apart from the engine").
 */
import { MAX_MONEY } from '../core/num';
import { HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR } from '../rules/household/historicalReturns';
import { SS_EARLIEST_CLAIM_AGE, SS_LATEST_CLAIM_AGE } from '../rules/socialSecurity/socialSecurityClaiming';

/** historicalRuns: a run can be as long as the data (1928 to its last year). */
export const HISTORICAL_RUNS_BOUNDS = {
  money: { min: 0, max: MAX_MONEY },
  years: { min: 1, max: HISTORY_LAST_YEAR - HISTORY_FIRST_YEAR + 1 },
  stockShare: { min: 0, max: 1 },
  /** Fees above 10 points a year are not a plan anyone holds; the cap keeps every year's growth factor positive. */
  feePercent: { min: 0, max: 10 },
} as const;

export const HOUSEHOLD_BOUNDS = {
  money: { min: 0, max: MAX_MONEY },
  /** Youngest and oldest age today a plan is made for. */
  age: { min: 18, max: 100 },
  /** The couple engine reads birth years 1930–2010 (socialSecurityCouple.ts). */
  birthYear: { min: 1930, max: 2010 },
  planningAge: { min: 60, max: 105 },
  claimAge: { min: SS_EARLIEST_CLAIM_AGE, max: SS_LATEST_CLAIM_AGE },
  /** A first death from 62 (the couple engine's earliest) to the planning age. */
  deathAge: { min: 62, max: 105 },
  /** Monthly Social Security at full retirement age, or as paid, US$ (the couple engine's cap). */
  socialSecurityMonthly: { min: 0, max: 6_000 },
  pensionStartAge: { min: 40, max: 100 },
  share: { min: 0, max: 1 },
  stockSharePercent: { min: 0, max: 100 },
  feePercent: HISTORICAL_RUNS_BOUNDS.feePercent,
  /** Steady mode: nominal yearly return and inflation, percent. */
  steadyReturnPercent: { min: -10, max: 20 },
  steadyInflationPercent: { min: -5, max: 20 },
  monteCarloPaths: { min: 1, max: 10_000 },
  /** Seeds are unsigned 32-bit integers, so a link can carry one exactly. */
  seed: { min: 0, max: 4_294_967_295 },
  firstYear: { min: 2020, max: 2100 },
  pensions: { maxCount: 6 },
  oneOffs: { maxCount: 10 },
} as const;
