/**
 * The widow's-tax inputs' bounds, apart from the calculation (widowsTax.ts): the tax impact tool's
 * form needs these at once, the calculation only when a year of death is entered.
 */
export const WIDOWS_TAX_BOUNDS = {
  deathYear: { min: 0, max: 9999 },
  /** The latest year of death the tool takes: this many years after the tax year (the planner's longest plan). */
  horizonYears: 30,
  /** Survivor years shown: the lookback needs two years after the first single return to reach it, so three. */
  shownYears: 3,
  /** A survivor with a dependent child may file as a qualifying surviving spouse for the two years after the death (26 USC §2(a)). */
  qualifyingSurvivingSpouseYears: 2,
} as const;
