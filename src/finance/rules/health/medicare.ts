import { byYear, newestFirst } from '../core/years.ts';
/** Medicare figures by year. Source: CMS Medicare Parts B premiums and deductibles fact sheets and Part D base beneficiary premium announcements (see RULES.md). */

export interface MedicareYear {
  /** Standard monthly Part B premium, US$. */
  partBPremium: number;
  /** Annual Part B deductible, US$. */
  partBDeductible: number;
  /** Part D base beneficiary premium (monthly, US$): used for the late penalty; real plan premiums vary. */
  partDBasePremium: number;
}

/** Source: CMS (RULES.md): 2024 174.70/240/34.70 · 2025 185.00/257/36.78 · 2026 202.90/283/38.99. */
export const MEDICARE_BY_YEAR: Record<2024 | 2025 | 2026, MedicareYear> = {
  2024: { partBPremium: 174.7, partBDeductible: 240, partDBasePremium: 34.7 },
  2025: { partBPremium: 185, partBDeductible: 257, partDBasePremium: 36.78 },
  2026: { partBPremium: 202.9, partBDeductible: 283, partDBasePremium: 38.99 },
};
export const MEDICARE_YEARS = [2024, 2025, 2026] as const;
/** The Medicare cost tool's years, newest first (the first is its default). */
export const MEDICARE_TOOL_YEARS = newestFirst(MEDICARE_YEARS);
/**
 * CMS's yearly fact sheet on the Medicare Parts A and B premiums and deductibles, the source of the Part B figures
 * (the IRMAA tables, irmaa.ts, come in the same release; that file names it itself, so the tools that read only
 * IRMAA do not load these figures).
 */
const cmsPremiumsFactSheet = (year: number) => `CMS fact sheet "${year} Medicare Parts A & B Premiums and Deductibles"`;
export const MEDICARE_SOURCES = byYear(
  MEDICARE_YEARS,
  (year) => `${cmsPremiumsFactSheet(year)}; CMS ${year} Part D base beneficiary premium`,
);
/** Monthly Medigap premium taken when none is given, US$: a rough national figure for Plan G at 65. The product's own estimate, 2026. */
export const MEDICARE_FALLBACK_MEDIGAP = 150;
/** Monthly Medicare Advantage premium taken when none is given, US$: many plans charge 0. The product's own estimate, 2026. */
export const MEDICARE_FALLBACK_ADVANTAGE = 0;
/** Expected annual out-of-pocket costs (copays, coinsurance) taken when none are given, US$. The product's own estimate, 2026. */
export const MEDICARE_FALLBACK_OOP = 1500;
/**
 * MAGI (income two years earlier) taken when none is given, US$: 0, the standard premium. The product's own choice,
 * 2026. IRMAA tables: rules/health/irmaa.ts.
 */
export const MEDICARE_FALLBACK_MAGI = 0;
