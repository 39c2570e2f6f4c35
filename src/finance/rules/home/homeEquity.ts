/** Home equity calculator constants, 2026. */

/** Lenders usually let total borrowing reach 80 % of value. Source: SPEC §9 (common US lending practice), 2026. */
export const HE_MAX_COMBINED_LTV = 0.8;
/** Status thresholds on equity % of value. Source: SPEC §4 grades 20 % or more Excellent, 10 % to under 20 % Good, 2026. */
export const HE_EXCELLENT_EQUITY_PERCENT = 20;
export const HE_GOOD_EQUITY_PERCENT = 10;
/** What the calculation takes for a missing input, and what the form opens on. Source: SPEC §9 defaults: value 400,000, balance 250,000, 6.5 %, 30-year term, 20 years left, 3 %, 5 years, 2026. */
export const HE_FALLBACK_INPUTS = {
  homeValue: 400000,
  mortgageBalance: 250000,
  interestRate: 6.5,
  loanTerm: 30,
  yearsRemaining: 20,
  annualAppreciation: 3,
  yearsProjection: 5,
} as const;
