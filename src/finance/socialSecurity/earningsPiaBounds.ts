/**
 * What piaFromEarnings takes, apart from the calculation (earningsPia.ts), so a form can read the
 * bounds without loading the formula and its series.
 */
import { MAX_MONEY } from '../core/num';

export const EARNINGS_PIA_BOUNDS = {
  /** A birth year outside this range is not read as a date; 1850–1916 is read, and is before the wage-indexed formula. */
  birthYear: { min: 1850, max: 2100 },
  /** "Until I stop at age N": whole years. */
  stopWorkAge: { min: 18, max: 80 },
  /** Earnings in a year after the worker's 100th birthday year are taken for a typing slip and left out. */
  latestEarningsAge: 100,
  /** The largest amount read for a year (it is then capped at the year's taxable maximum). */
  maxAmount: MAX_MONEY,
} as const;
