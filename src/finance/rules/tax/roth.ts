/** Roth conversion calculator model constants (SPEC §9 gives the formulas but no horizon). */

/** Net benefits within half a cent of zero count as 'Neutral' (SPEC §4: the verdict is Neutral when the net benefit is 0). */
export const ROTH_NEUTRAL_TOLERANCE = 0.005;

/**
 * What the calculation takes for a missing or unreadable age, bracket, span or status, and what the form opens on.
 * Source: SPEC §9 default inputs (age 55, brackets 22 % now and later, 10 years); a single filer is the product's own
 * choice, 2026.
 */
export const ROTH_FALLBACK = {
  currentAge: 55,
  currentTaxBracket: 22,
  retirementTaxBracket: 22,
  yearsUntilRetirement: 10,
  filingStatus: 'single',
} as const;
