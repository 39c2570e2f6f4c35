/**
 * Rules for IRAs, 401(k)s and HSAs that the articles and the glossary state and no calculation yet
 * reads: the age for a qualified charitable distribution, the early-withdrawal age and tax, the Roth
 * five-year period and the tax on an HSA withdrawal not spent on medical costs. Fixed in law, not yearly.
 */

/**
 * A qualified charitable distribution may be made from the day the IRA owner is 70½.
 * Source: 26 USC §408(d)(8)(B)(ii); IRS Pub. 590-B, "Qualified charitable distributions".
 */
export const QCD_MIN_AGE = 70.5;

/**
 * Money taken from an IRA or a workplace plan before 59½ owes an extra 10 % tax unless an exception
 * applies. Source: 26 USC §72(t)(1) and (2)(A)(i); IRS Pub. 590-B, "Early distributions". One exception:
 * money from the plan of an employer you leave in or after the year you turn 55 (not from an IRA).
 * Source: 26 USC §72(t)(2)(A)(v), (t)(3)(A); IRS Pub. 575.
 */
export const EARLY_WITHDRAWAL = {
  age: 59.5,
  percent: 10,
  separationAge: 55,
  source: '26 USC §72(t)(1), (2)(A)(i), (2)(A)(v)',
} as const;

/**
 * A Roth IRA's earnings come out tax-free only after the five-year period that starts with the first
 * year a Roth IRA was funded (and after 59½, death or disability). Source: 26 USC §408A(d)(2)(B);
 * IRS Pub. 590-B, "Qualified distributions".
 */
export const ROTH_FIVE_YEARS = 5;

/**
 * An HSA withdrawal not spent on qualified medical costs is taxed as income, plus 20 % unless the
 * owner is 65 or older, disabled or has died. Source: 26 USC §223(f)(2), (f)(4)(A) and (C); IRS Pub. 969.
 */
export const HSA_NON_MEDICAL_PENALTY_PERCENT = 20;
