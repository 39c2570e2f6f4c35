/**
 * Model constants of the withdrawal tools (RULES.md kind 2: the product's own educational
 * estimates, implemented exactly as SPEC §9 states them and shown as assumptions).
 */

/** Share of a taxable-account withdrawal that is gain (the rest is basis). SPEC §9 counts 15 % of such a withdrawal as taxable in the planner; the article calculator uses the same share and taxes it on the official capital-gain bands, not the spec's flat 15 % (docs/deviations.md, row 11). */
export const TAXABLE_ACCOUNT_GAIN_SHARE = 0.15;

/** HSA use is capped at 20 % of the annual need. SPEC §9 states this cap for the article withdrawal calculator. */
export const HSA_NEED_CAP_SHARE = 0.2;

/**
 * The article calculator is for a single filer (SPEC §9 uses the single brackets and deduction). SPEC §9 fixed it on tax year 2023 (13,850 + 44,725 cap);
 * it now offers the calendar's tax years (docs/deviations.md), and 2023 stays its known-answer year.
 */
export const SPEC_ARTICLE_TAX_YEAR = 2023;
export const ARTICLE_FILING_STATUS = 'single';
/** Traditional withdrawals fill the standard deduction plus the 12 % bracket: index of the 12 % bracket top. SPEC §9: about 58,575 (13,850 plus 44,725). */
export const TRADITIONAL_CAP_BRACKET_INDEX = 1;

/** Effective rate above which the article calculator gives high-rate advice, percent. SPEC §9: advice when the effective rate is over 15 %. */
export const HIGH_EFFECTIVE_RATE = 15;

/**
 * How far the multi-year planner looks: to the end of the year in which the younger person in the plan reaches
 * an age the reader chooses (the younger spouse on a joint return, so the plan covers whoever may live longest).
 * Issue I6 replaced SPEC §9's fixed horizon ("at most 30 years are simulated") with this chosen age: a plan that
 * starts at 64 could never reach 95 (docs/deviations.md, I6-1). The latest end age, 110, is the product's own
 * choice: a plan further out would plan for years almost no one lives, and 110 still lets a reader of 100 (the
 * oldest age the planner takes, SPEC §5 bounds for currentAge) plan ten more years.
 */
export const PLANNER_PLAN_TO_AGE = { min: 50, max: 110 } as const;
/** The spec's planner tax year (SPEC §9 lists 2023 deductions and brackets); now a choice, 2023 is its known-answer year. */
export const SPEC_PLANNER_TAX_YEAR = 2023;
/** Roth-conversion advice below this age. SPEC §9 planner: Roth conversions before 70. */
export const PLANNER_ROTH_ADVICE_AGE = 70;

/**
 * What the article calculator takes for a missing or unreadable age or bracket, and what its form opens on: age 65,
 * brackets 22 % now and 12 % in retirement. Source: the product's own example, 2026.
 */
export const WITHDRAWAL_FALLBACK_INPUTS = {
  age: 65,
  currentTaxBracket: 22,
  retirementTaxBracket: 12,
};
/**
 * What the multi-year planner takes for a missing or unreadable age, filing status or end age, and what its form
 * opens on. Source: SPEC §9 planner default inputs (age 65, married filing jointly), 2026; the end age, 95, is
 * the age issue I6 asks the plan to reach by default (a common planning age: most plans should not run out
 * before it).
 */
export const PLANNER_FALLBACK_INPUTS = { currentAge: 65, filingStatus: 'marriedJoint', planToAge: 95 } as const;
