/** HSA contribution limits (26 USC §223(b)); catch-up at 55+ is fixed by §223(b)(3). */
import type { CoverageType } from '../../core/types';
import { newestFirst } from '../core/years.ts';

export type HsaLimitYear = 2024 | 2025 | 2026;
export const HSA_LIMIT_YEARS: readonly HsaLimitYear[] = [2024, 2025, 2026];
/** The HSA tool's years, newest first (the first is its default). */
export const HSA_TOOL_YEARS = newestFirst(HSA_LIMIT_YEARS);

export const HSA_LIMITS: Record<HsaLimitYear, Record<CoverageType, number> & { source: string }> = {
  2024: { self: 4_150, family: 8_300, source: 'Rev. Proc. 2023-23 §3' },
  2025: { self: 4_300, family: 8_550, source: 'Rev. Proc. 2024-25 §3' },
  2026: { self: 4_400, family: 8_750, source: 'Rev. Proc. 2025-19 §3' },
};

/** Extra contribution allowed from age 55 (26 USC §223(b)(3)); not indexed. */
export const HSA_CATCH_UP = { amount: 1_000, age: 55, source: '26 USC §223(b)(3)' } as const;

/** SPEC §9 "HSA": advice to invest when the expected return is under 6 % (model). */
export const HSA_LOW_RETURN = 6;
/** SPEC §9 "HSA": the balance is projected at 5, 10, 15 and 20 years (and at retirement). */
export const HSA_PROJECTION_YEARS = [5, 10, 15, 20] as const;
/**
 * What the calculation takes for a missing or unreadable input, and what the form opens on (the limit year apart).
 * Source: SPEC §9 "HSA" default inputs: age 35, nothing saved yet, 4,150 a year, self-only cover, retire at 65, 7 %
 * return, brackets 22 and 12 %, expenses 5,000 a year, 2026.
 */
export const HSA_FALLBACK_INPUTS = {
  age: 35,
  currentHSA: 0,
  annualContribution: 4_150,
  coverageType: 'self',
  retirementAge: 65,
  expectedReturn: 7,
  currentTaxBracket: 22,
  retirementTaxBracket: 12,
  healthcareExpenses: 5_000,
} as const;
