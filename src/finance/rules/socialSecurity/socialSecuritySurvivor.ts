/** Widow(er)'s benefits (survivor benefits of a surviving spouse on the deceased worker's record). */

/**
 * A widow(er) can claim from age 60 (50 if disabled: not modelled here). Source: 20 CFR 404.335(c);
 * SSA "Survivors benefits".
 */
export const SS_SURVIVOR_EARLIEST_AGE_MONTHS = 60 * 12;
/** A disabled widow(er) can claim from age 50 (not modelled by the tools; the articles state it). Source: 20 CFR 404.335(c)(2). */
export const SS_SURVIVOR_DISABLED_EARLIEST_AGE = 50;

/**
 * Reduction for age: a widow(er)'s benefit claimed at 60 is 71.5 % of the deceased's amount, i.e. at
 * most 28.5 % off, spread evenly over the months from 60 to the survivor's full retirement age
 * (60 to 84 months, so 19/40 of 1 % a month when FRA is 65, 0.285/84 when it is 67). The reduction
 * amount = original benefit × months early × 0.285 ÷ months from 60 to FRA, rounded UP to the next
 * dime, then subtracted. Source: Social Security Act §202(q)(1)(B); 20 CFR 404.410(a)(3);
 * POMS RS 00615.301 (alternative method, example $987.60 × 37 × .285 ÷ 62 = $168.00) and RS 00615.302.
 */
export const SS_SURVIVOR_MAX_REDUCTION = 0.285;

/**
 * Widow(er)'s limit (RIB-LIM): when the deceased had taken a reduced retirement benefit, the
 * widow(er)'s benefit (after reduction for the widow(er)'s own age) is limited to the larger of the
 * deceased's reduced benefit and 82½ % of the deceased's PIA. Source: Social Security Act §202(e)(2)(D);
 * POMS RS 00615.320 ("A widow(er)'s benefit is limited to the larger of 82 1/2 percent of the NH's
 * death PIA, or the reduced RIB ... to which the NH would have been entitled if they had lived").
 */
export const SS_WIDOW_LIMIT_SHARE_OF_PIA = 0.825;

/**
 * The deceased's delayed retirement credits count for the widow(er): one credit for each month from
 * the deceased's full retirement age up to the month they claimed, or up to the month of death if
 * they never claimed, never past 70. Source: POMS RS 00615.690 A.2 and A.4, RS 00615.706 ("Add DRCs up
 * to month of death"); 20 CFR 404.313.
 */
export const SS_CREDITS_STOP_AGE_MONTHS = 70 * 12;
