/** Dates that matter in a retirement plan: the ages and windows "My plan" turns into calendar dates. */

/** Medicare starts at 65. Source: Social Security Act §226(a) (42 USC 426); Medicare.gov "When does Medicare coverage start?". */
export const MEDICARE_AGE = 65;
/**
 * The initial enrolment period: 7 months, the 3 before the month you turn 65, that month and the 3 after.
 * Source: 42 CFR 407.14(a).
 */
export const MEDICARE_IEP_MONTHS_BEFORE = 3;
export const MEDICARE_IEP_MONTHS_AFTER = 3;
export const MEDICARE_IEP_SOURCE = '42 CFR 407.14';

/**
 * You reach an age the day before your birthday, so a person born on the 1st reaches it in the month before.
 * Source: 20 CFR 404.2(c)(4); SSA POMS GN 00302.400 ("attained age").
 */
export const ATTAINED_AGE_SOURCE = '20 CFR 404.2(c)(4); SSA POMS GN 00302.400';

/**
 * A retirement benefit can start only in a month you are 62 for the whole month: the month after the
 * 62nd birthday, or the birthday month itself for a person born on the 1st or 2nd.
 * Source: 20 CFR 404.311; SSA "Retirement benefits" (born on the 1st or 2nd).
 */
export const SS_FIRST_MONTH_SOURCE = '20 CFR 404.311; SSA "Retirement benefits: born on the 1st or 2nd"';

/**
 * Medicare Part A taken after 65 is backdated up to 6 months (never before the month you turn 65), and no
 * HSA contribution may be made for a month you have Medicare. Source: Medicare.gov "Part A coverage is
 * retroactive up to 6 months"; 26 USC §223(b)(7); IRS Pub. 969 ("Enrolled in Medicare").
 */
export const PART_A_RETROACTIVE_MONTHS = 6;
export const HSA_MEDICARE_SOURCE = '26 USC §223(b)(7); IRS Pub. 969; Medicare.gov (Part A backdated up to 6 months)';

/**
 * 401(k) and IRA catch-up contributions from the year you turn 50. Source: 26 USC §414(v)(5) (401(k), 403(b),
 * 457(b)); 26 USC §219(b)(5)(B) (IRA).
 */
export const CATCH_UP_AGE = 50;
export const CATCH_UP_SOURCE = '26 USC §414(v)(5); 26 USC §219(b)(5)(B)';

/**
 * The larger 401(k) catch-up for the years you turn 60, 61, 62 and 63, from 2025 on.
 * Source: SECURE 2.0 Act §109; 26 USC §414(v)(2)(E).
 */
export const SUPER_CATCH_UP = {
  firstAge: 60,
  lastAge: 63,
  fromYear: 2025,
  source: 'SECURE 2.0 Act §109; 26 USC §414(v)(2)(E)',
} as const;

/** The first RMD may wait until 1 April of the next year: one home for it, rmdTable.ts. */
export { RMD_FIRST_DEADLINE } from '../tax/rmdTable.ts';
