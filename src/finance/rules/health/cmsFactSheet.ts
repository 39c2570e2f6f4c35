/**
 * CMS's yearly fact sheet on the Medicare Parts A and B premiums and deductibles, the source of the Part B figures
 * (medicare.ts) and, in the same release, of the IRMAA tables (irmaa.ts).
 */
export const cmsPremiumsFactSheet = (year: number) =>
  `CMS fact sheet "${year} Medicare Parts A & B Premiums and Deductibles"`;
