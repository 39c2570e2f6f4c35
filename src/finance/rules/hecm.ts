/** HECM (reverse mortgage) constants. */

/** FHA HECM maximum claim amount (national limit). Source: HUD Mortgagee Letters 2023-26 (2024), 2024-21 (2025), 2025 ML for 2026. */
export const HECM_LIMITS: Record<number, number> = {
  2024: 1149825,
  2025: 1209750,
  2026: 1249125,
};
export const HECM_YEARS = [2024, 2025, 2026] as const;
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
/** Expected rates below this floor use the floor's factors. Source: HUD PLF tables (ML 2017-12), 3.000 % floor. */
export const HECM_EXPECTED_RATE_FLOOR = 3;
/** Tenure payments are computed as if to this age. Source: 24 CFR 206.25 (tenure to age 100), HUD. */
export const HECM_TENURE_END_AGE = 100;
/** PLFs stop rising after this age. Source: HUD PLF tables (ML 2017-12). */
export const HECM_PLF_MAX_AGE = 90;
/**
 * Approximate principal limit factors at a 5 % expected rate, by age: anchor points read off HUD's
 * published PLF tables (ML 2017-12, in use 2017–2026) and linearly interpolated between them.
 * An approximation: the real table has one factor per age and 1/8 % of expected rate.
 */
export const HECM_PLF_ANCHORS_AT_5 = [
  { age: 62, plf: 0.408 },
  { age: 70, plf: 0.465 },
  { age: 80, plf: 0.56 },
  { age: 90, plf: 0.66 },
] as const;
/** Relative PLF change per percentage point of expected rate: PLF × exp(−0.15 × (rate − 5)). Our approximation of HUD's tables. */
export const HECM_PLF_RATE_SENSITIVITY = 0.15;
/** Typical third-party closing costs default, US$. Source: the product's own estimate, 2026. */
export const HECM_DEFAULT_CLOSING_COSTS = 3000;
/** Upper cap on the approximated PLF (HUD's table tops out near 0.75 at the 3 % floor and age 90+). Our approximation, 2026. */
export const HECM_PLF_CAP = 0.75;
