/** Spouse's benefits (wife's or husband's insurance benefits on a living worker's record). */

/**
 * A spouse's full benefit is one half of the worker's PIA. Source: Social Security Act §202(b)(2)
 * and (c)(3); 20 CFR 404.333; POMS RS 00615.020 (dual entitlement: the spouse is paid only the
 * excess of this half over their own benefit).
 */
export const SS_SPOUSAL_SHARE_OF_PIA = 0.5;

/**
 * Reduction of a spouse's benefit for each month before the spouse's full retirement age:
 * 25/36 of 1 % for each of the first 36 months, 5/12 of 1 % for each further month (36 months
 * = 25 %, 60 months = 35 %). Source: 20 CFR 404.410(a)(2) and (b); POMS RS 00615.101 and
 * RS 00615.102; SSA "Benefits Planner: spousal benefits — effect of early retirement".
 */
export const SS_SPOUSAL_FIRST_MONTHS = 36;
export const SS_SPOUSAL_FIRST_RATE = 25 / 36 / 100;
export const SS_SPOUSAL_LATER_RATE = 5 / 12 / 100;

/**
 * A spouse's benefit earns no delayed retirement credits: waiting past full retirement age does not
 * raise it. Source: SSA "Benefits Planner: benefits for your spouse" ("spousal benefits do not
 * increase after full retirement age"); POMS RS 00615.690 (credits are for retirement benefits only).
 */
export const SS_SPOUSAL_HAS_DELAYED_CREDITS = false;

/**
 * Earliest age (in months) for a spouse's benefit without a child in care: 62. Source: 20 CFR 404.330(b).
 */
export const SS_SPOUSAL_EARLIEST_AGE_MONTHS = 62 * 12;

/**
 * Deemed filing: since the Bipartisan Budget Act of 2015 (§831), anyone born 2 January 1954 or later
 * who files for either their own retirement benefit or a spouse's benefit is deemed to have filed for
 * both, so the two start together. Source: Social Security Act §202(r) as amended; POMS GN 00204.035;
 * SSA "Benefits Planner: deemed filing".
 */
export const SS_DEEMED_FILING_BORN_FROM = '1954-01-02';
