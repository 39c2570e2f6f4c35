/** Roth conversion calculator model constants (SPEC §9 gives the formulas but no horizon). */

/** Net benefits within half a cent of zero count as 'Neutral' (SPEC §4: the verdict is Neutral when the net benefit is 0). */
export const ROTH_NEUTRAL_TOLERANCE = 0.005;
