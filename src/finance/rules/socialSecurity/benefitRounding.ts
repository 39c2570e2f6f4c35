/**
 * Rounding: a PIA and each COLA's result effective after May 1982 are rounded down to the dime; before
 * June 1982 they were rounded up. A basic PIA counts as of the year before the year of eligibility (it
 * is effective from January of that year), a COLA as of its own year (the June 1982 COLA was the first
 * rounded down). Source: POMS RS 00601.020 (dimes rounding before June 1982 and after May 1982); 20 CFR
 * 404.212(f); POMS RS 00605.021 (worked example: the June 1979–1981 COLAs rounded up, June 1982 down);
 * SSA ANYPIA documentation, BenefitAmount::round (year of the increase, or the year before the
 * wage-indexed formula's year).
 */
export const ROUND_DOWN_FROM_YEAR = 1982;
