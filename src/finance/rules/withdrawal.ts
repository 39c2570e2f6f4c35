/**
 * Model constants of the withdrawal tools (RULES.md kind 2: the product's own educational
 * estimates, implemented exactly as SPEC §9 states them and shown as assumptions).
 */

/** Share of a taxable-account withdrawal that is gain (the rest is basis). SPEC §9, both withdrawal tools. */
export const TAXABLE_ACCOUNT_GAIN_SHARE = 0.15;

/** HSA use is capped at 20 % of the annual need. SPEC §9 "Article withdrawal calculator". */
export const HSA_NEED_CAP_SHARE = 0.2;

/** The article calculator is fixed on tax year 2023, single filer (SPEC §9: 13,850 + 44,725 cap, single brackets). */
export const ARTICLE_TAX_YEAR = 2023;
export const ARTICLE_FILING_STATUS = 'single';
/** Traditional withdrawals fill the standard deduction plus the 12 % bracket: index of the 12 % bracket top. SPEC §9. */
export const TRADITIONAL_CAP_BRACKET_INDEX = 1;

/** Effective rate above which the article calculator gives high-rate advice, percent. SPEC §9. */
export const HIGH_EFFECTIVE_RATE = 15;

/** The multi-year planner simulates at most 30 years. SPEC §9. */
export const PLANNER_MAX_YEARS = 30;
/** The planner shows only the first 10 rows. SPEC §9. */
export const PLANNER_SHOWN_YEARS = 10;
/** The planner's tax year (SPEC §9 lists 2023 deductions and brackets). */
export const PLANNER_TAX_YEAR = 2023;
/** Roth-conversion advice below this age. SPEC §9 planner. */
export const PLANNER_ROTH_ADVICE_AGE = 70;
