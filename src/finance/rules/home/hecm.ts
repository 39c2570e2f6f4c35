/** HECM (reverse mortgage) constants. */
import { HECM_PLF_RATE_COLUMNS, HECM_PLF_ROWS, HECM_PLF_SOURCE } from './hecmPlfTable.ts';

export { HECM_LIMITS, HECM_LIMIT_SOURCES, HECM_YEARS } from './hecmLimits.ts';
/** Youngest borrower must be at least 62. Source: 12 USC 1715z-20(b)(1); HUD HECM program, 2026. */
export const HECM_MIN_AGE = 62;
/** Upfront mortgage insurance premium: 2 % of the maximum claim amount. Source: HUD Mortgagee Letter 2017-12. */
export const HECM_UPFRONT_MIP_RATE = 0.02;
/** Annual MIP 0.5 % of the balance. Source: HUD Mortgagee Letter 2017-12. */
export const HECM_ANNUAL_MIP_RATE = 0.005;
/**
 * Origination fee cap: 2 % of the first 200,000 of value + 1 % above, at least 2,500, at most 6,000.
 * Source: 24 CFR 206.31(a); HUD Mortgagee Letter 2008-34.
 */
export const HECM_ORIGINATION = { firstTier: 200000, firstRate: 0.02, aboveRate: 0.01, min: 2500, max: 6000 } as const;
/**
 * First-year disbursement limit: the greater of 60 % of the principal limit or mandatory obligations
 * + 10 % of the principal limit. Source: HUD Mortgagee Letter 2013-27.
 */
export const HECM_FIRST_YEAR_SHARE = 0.6;
export const HECM_FIRST_YEAR_EXTRA_SHARE = 0.1;
/** Expected rates below this floor use the floor's column. HUD PLF table (ML 2017-12), 3.000 % floor. */
export const HECM_EXPECTED_RATE_FLOOR = 3;
/** Tenure payments are computed as if to this age. Source: 24 CFR 206.25 (tenure to age 100), HUD. */
export const HECM_TENURE_END_AGE = 100;
/** Oldest and youngest rows of HUD's table; ages over 99 use age 99 (HUD's lookup rule). */
export const HECM_PLF_MIN_AGE = 62;
export const HECM_PLF_MAX_AGE = 99;
/** Highest expected rate HUD's table has a column for, percent. Above it there is no factor (docs/methodology.md). */
export const HECM_EXPECTED_RATE_CEILING = Number(HECM_PLF_RATE_COLUMNS[HECM_PLF_RATE_COLUMNS.length - 1]);
/** Columns are 1/8 % apart. */
const RATE_STEP = 0.125;
export { HECM_PLF_SOURCE };

export interface PlfLookup {
  factor: number;
  /** Table row used: age of the youngest borrower, 62–99. */
  rowAge: number;
  /** Table column used, as HUD writes it (e.g. "5.000"). */
  rateColumn: string;
}

/**
 * HUD's lookup: age over 99 → 99; rate below 3.000 % → 3.000 % column; otherwise the rate rounded
 * down to the next 1/8 %. Null below age 62 or above the highest column (no factor exists).
 */
export function lookupPlf(age: number, expectedRate: number): PlfLookup | null {
  if (!Number.isFinite(age) || !Number.isFinite(expectedRate)) return null;
  const rowAge = Math.min(Math.floor(age), HECM_PLF_MAX_AGE);
  if (rowAge < HECM_PLF_MIN_AGE || expectedRate > HECM_EXPECTED_RATE_CEILING) return null;
  const rate = Math.max(expectedRate, HECM_EXPECTED_RATE_FLOOR);
  // The small epsilon keeps 5.125 (stored as 5.12499…) in its own column instead of the one below.
  const column = Math.min(
    HECM_PLF_RATE_COLUMNS.length - 1,
    Math.floor((rate - HECM_EXPECTED_RATE_FLOOR) / RATE_STEP + 1e-9),
  );
  const factor = HECM_PLF_ROWS[rowAge]?.[column];
  if (factor === undefined) return null;
  return { factor, rowAge, rateColumn: HECM_PLF_RATE_COLUMNS[column]! };
}
/** Typical third-party closing costs, US$, taken when none are given. Source: the product's own estimate, 2026. */
export const HECM_FALLBACK_CLOSING_COSTS = 3000;
/**
 * What the calculation takes for a missing or unreadable input, and what the form opens on: a 400,000 home, the
 * youngest borrower 70, 50,000 still owed, a 6 % expected rate and the closing costs above. Source: the product's
 * own example loan, 2026.
 */
export const HECM_FALLBACK_INPUTS = {
  homeValue: 400000,
  youngestBorrowerAge: 70,
  mortgageBalance: 50000,
  expectedRate: 6,
  closingCosts: HECM_FALLBACK_CLOSING_COSTS,
} as const;
