import { newestFirst } from '../core/years.ts';
/**
 * The yearly HECM limit on its own, apart from HUD's principal-limit-factor table, so that the
 * rules calendar (read by several tools) does not carry the 38 × 128 table into their chunks.
 */
/**
 * FHA HECM maximum claim amount (national limit, all areas) by calendar year of the case.
 * Checked with the search tool (docs/updating-rules.md, "Verified figures").
 */
export const HECM_LIMITS: Record<number, number> = {
  2024: 1149825, // HUD Mortgagee Letter 2023-22
  2025: 1209750, // HUD Mortgagee Letter 2024-22
  2026: 1249125, // HUD Mortgagee Letter 2025-22
};
export const HECM_LIMIT_SOURCES: Record<number, string> = {
  2024: 'HUD Mortgagee Letter 2023-22',
  2025: 'HUD Mortgagee Letter 2024-22',
  2026: 'HUD Mortgagee Letter 2025-22',
};
export const HECM_YEARS = [2024, 2025, 2026] as const;
/** The reverse mortgage tool's years, newest first (the first is its default). */
export const REVERSE_MORTGAGE_YEARS = newestFirst(HECM_YEARS);
