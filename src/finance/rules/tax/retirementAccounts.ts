/**
 * Rules for Roth IRAs and HSAs that the articles and the glossary state and no calculation yet reads:
 * the Roth five-year period and the tax on an HSA withdrawal not spent on medical costs. Fixed in law,
 * not yearly. (The QCD age and the early-withdrawal rule sit in rmdTable.ts, which the tools load.)
 */

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
