/**
 * Taxable Social Security benefits: IRS Pub. 915 Worksheet 1 / Form 1040 instructions constants
 * (26 USC §86). Not indexed for inflation, so one set serves every tax year.
 */
export const SS_WORKSHEET = {
  /** Share of benefits added to other income to form provisional income (Pub. 915 Worksheet 1 line 2). */
  halfShare: 0.5,
  /** Base amount (first threshold): 26 USC §86(c)(1). */
  baseAmount: {
    single: 25_000,
    headOfHousehold: 25_000,
    marriedSeparateLivedApart: 25_000,
    marriedJoint: 32_000,
    marriedSeparateLivedTogether: 0,
  },
  /** Second threshold minus first: 34,000 − 25,000 and 44,000 − 32,000. 26 USC §86(c)(2). */
  band: { marriedJoint: 12_000, other: 9_000 },
  /** Share of the excess in the first band (26 USC §86(a)(1)). */
  firstTierRate: 0.5,
  /** Share above the second threshold and overall cap: 85 % (26 USC §86(a)(2)). */
  maxShare: 0.85,
  source: 'IRS Pub. 915, Worksheet 1; 26 USC §86',
} as const;
