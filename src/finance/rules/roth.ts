/** Roth conversion calculator model constants (SPEC §9 gives the formulas but no horizon). */

/** Break-even is searched over this many years; none found → 0 ("Never"). Matches the 50-year input bound. */
export const ROTH_BREAK_EVEN_HORIZON = 50;
/** Net benefits within half a cent of zero count as 'Neutral' (SPEC §4: 'Neutral' if 0). */
export const ROTH_NEUTRAL_TOLERANCE = 0.005;
