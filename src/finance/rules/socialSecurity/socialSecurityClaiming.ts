/** Social Security claiming-age rules. */

/**
 * Full retirement age by birth year, in months past 65 (born 1 Jan counts as the prior year).
 * Source: SSA "Retirement benefits: full retirement age" (42 USC 416(l)); 1938–1942 add 2 months a year,
 * 1943–1954 66, 1955–1959 add 2 months a year, 1960+ 67.
 */
export function fraMonthsPast65(birthYear: number): number {
  if (birthYear <= 1937) return 0;
  if (birthYear <= 1942) return (birthYear - 1937) * 2;
  if (birthYear <= 1954) return 12;
  if (birthYear <= 1959) return 12 + (birthYear - 1954) * 2;
  return 24;
}
/** Early reduction: 5/9 % a month for the first 36 months, 5/12 % for each further month. Source: SSA "Benefit reduction for early retirement" (20 CFR 404.410). */
export const SS_EARLY_FIRST_MONTHS = 36;
export const SS_EARLY_FIRST_RATE = 5 / 9 / 100;
export const SS_EARLY_LATER_RATE = 5 / 12 / 100;
/**
 * The fraction of a benefit kept when it starts `monthsEarly` months before full retirement age (none early: all
 * of it): `firstRate` off a month for the first `firstMonths` months, `laterRate` for each further month. The
 * retirement schedule above is the default; a spouse's benefit has its own rates (socialSecuritySpousal.ts).
 */
export function keptWhenClaimedEarly(
  monthsEarly: number,
  firstMonths: number = SS_EARLY_FIRST_MONTHS,
  firstRate: number = SS_EARLY_FIRST_RATE,
  laterRate: number = SS_EARLY_LATER_RATE,
): number {
  const early = Math.max(0, monthsEarly);
  return 1 - Math.min(early, firstMonths) * firstRate - Math.max(0, early - firstMonths) * laterRate;
}
/**
 * Delayed retirement credit per year, by birth year. Source: SSA "Delayed retirement credits" (20 CFR 404.313):
 * 1933–34 5.5 %, 1935–36 6 %, 1937–38 6.5 %, 1939–40 7 %, 1941–42 7.5 %, 1943 and later 8 % (2/3 % a month).
 */
export function delayedCreditPerYear(birthYear: number): number {
  if (birthYear >= 1943) return 0.08;
  if (birthYear >= 1941) return 0.075;
  if (birthYear >= 1939) return 0.07;
  if (birthYear >= 1937) return 0.065;
  if (birthYear >= 1935) return 0.06;
  return 0.055;
}
/** Earliest and latest claiming ages compared; no credits accrue after 70. Source: SSA "Delayed retirement credits". */
export const SS_EARLIEST_CLAIM_AGE = 62;
export const SS_LATEST_CLAIM_AGE = 70;
/** Monthly benefit at full retirement age (PIA), US$, taken when none is given: close to SSA's 2026 average retired-worker benefit. Ours. */
export const SS_FALLBACK_PIA = 2000;
/**
 * What the claiming comparison takes for a missing or unreadable input, and what the form opens on: born in 1964, the
 * benefit above, to 85, no COLA. Source: the product's own example (the spec names no defaults for this tool), 2026.
 */
export const SS_FALLBACK_INPUTS = { birthYear: 1964, fraBenefit: SS_FALLBACK_PIA, lifeExpectancy: 85, colaPercent: 0 };
/** The couple comparison's real discount rate, percent, taken when none (or an unreadable one) is given, and the form's. Ours, 2026. */
export const COUPLE_FALLBACK_DISCOUNT_PERCENT = 2;
