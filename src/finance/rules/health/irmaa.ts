/**
 * Medicare's income-related monthly adjustment amounts (IRMAA), premium years 2024–2026.
 * Source: CMS fact sheets "2024 / 2025 / 2026 Medicare Parts A & B Premiums and Deductibles" (the Part D
 * adjustments are in the same releases; 42 USC 1395r(i) for Part B, 42 USC 1395w-113(a)(7) for Part D).
 * Copied from src/finance/rules/data/medicare-irmaa.csv (the project's checked copy of the CMS tables);
 * irmaa.test.ts compares this table with the CSV cell by cell.
 *
 * Bands are by modified adjusted gross income (MAGI) of the tax return two years before the premium year.
 * A band's lower edge means "more than", its upper edge "up to and including", except at the top edge
 * (the last band's lower edge): CMS words the band below it as "less than" and the top band as
 * "greater than or equal to". So the last band starts AT its lower edge, every other band just over it.
 */

/** Which of CMS's three tables applies. */
export type IrmaaTable = 'individual' | 'joint' | 'mfs';

export interface IrmaaBand {
  /**
   * Premium level, 0 (standard premium) to 5 (top), the same scale for every table: a level's premiums are
   * the same whatever the filing status. The married-filing-separately table has only levels 0, 4 and 5.
   */
  tier: number;
  /** Lower edge of the band, US$ MAGI (null for the first band). */
  above: number | null;
  /** Upper edge, US$ MAGI (null for the open top band). */
  upTo: number | null;
  /** Total monthly Part B premium (standard premium plus the adjustment), US$. */
  partBTotal: number;
  /** Monthly Part D adjustment, paid on top of the plan's own premium, US$. */
  partDAdjustment: number;
}

export const IRMAA_YEARS = [2024, 2025, 2026] as const;
export type IrmaaYear = (typeof IRMAA_YEARS)[number];

export const IRMAA_SOURCES: Record<IrmaaYear, string> = {
  2024: 'CMS fact sheet "2024 Medicare Parts A & B Premiums and Deductibles" (income-related monthly adjustment amounts, Parts B and D)',
  2025: 'CMS fact sheet "2025 Medicare Parts A & B Premiums and Deductibles" (income-related monthly adjustment amounts, Parts B and D)',
  2026: 'CMS fact sheet "2026 Medicare Parts A & B Premiums and Deductibles" (income-related monthly adjustment amounts, Parts B and D)',
};

/** The premium year uses the MAGI of the tax return this many years before. Source: 42 USC 1395r(i)(4); CMS fact sheets. */
export const IRMAA_LOOKBACK_YEARS = 2;

/** Levels of the individual and joint tables, in order: [tier, lower edge, upper edge, Part B total, Part D adjustment]. */
type Row = readonly [number, number | null, number | null, number, number];
const bands = (rows: readonly Row[]): IrmaaBand[] =>
  rows.map(([tier, above, upTo, partBTotal, partDAdjustment]) => ({ tier, above, upTo, partBTotal, partDAdjustment }));

export const IRMAA_BANDS: Record<IrmaaYear, Record<IrmaaTable, readonly IrmaaBand[]>> = {
  // CMS fact sheet "2024 Medicare Parts A & B Premiums and Deductibles" (MAGI of 2022)
  2024: {
    individual: bands([
      [0, null, 103_000, 174.7, 0],
      [1, 103_000, 129_000, 244.6, 12.9],
      [2, 129_000, 161_000, 349.4, 33.3],
      [3, 161_000, 193_000, 454.2, 53.8],
      [4, 193_000, 500_000, 559, 74.2],
      [5, 500_000, null, 594, 81],
    ]),
    joint: bands([
      [0, null, 206_000, 174.7, 0],
      [1, 206_000, 258_000, 244.6, 12.9],
      [2, 258_000, 322_000, 349.4, 33.3],
      [3, 322_000, 386_000, 454.2, 53.8],
      [4, 386_000, 750_000, 559, 74.2],
      [5, 750_000, null, 594, 81],
    ]),
    mfs: bands([
      [0, null, 103_000, 174.7, 0],
      [4, 103_000, 397_000, 559, 74.2],
      [5, 397_000, null, 594, 81],
    ]),
  },
  // CMS fact sheet "2025 Medicare Parts A & B Premiums and Deductibles" (MAGI of 2023)
  2025: {
    individual: bands([
      [0, null, 106_000, 185, 0],
      [1, 106_000, 133_000, 259, 13.7],
      [2, 133_000, 167_000, 370, 35.3],
      [3, 167_000, 200_000, 480.9, 57],
      [4, 200_000, 500_000, 591.9, 78.6],
      [5, 500_000, null, 628.9, 85.8],
    ]),
    joint: bands([
      [0, null, 212_000, 185, 0],
      [1, 212_000, 266_000, 259, 13.7],
      [2, 266_000, 334_000, 370, 35.3],
      [3, 334_000, 400_000, 480.9, 57],
      [4, 400_000, 750_000, 591.9, 78.6],
      [5, 750_000, null, 628.9, 85.8],
    ]),
    mfs: bands([
      [0, null, 106_000, 185, 0],
      [4, 106_000, 394_000, 591.9, 78.6],
      [5, 394_000, null, 628.9, 85.8],
    ]),
  },
  // CMS fact sheet "2026 Medicare Parts A & B Premiums and Deductibles" (MAGI of 2024)
  2026: {
    individual: bands([
      [0, null, 109_000, 202.9, 0],
      [1, 109_000, 137_000, 284.1, 14.5],
      [2, 137_000, 171_000, 405.8, 37.5],
      [3, 171_000, 205_000, 527.5, 60.4],
      [4, 205_000, 500_000, 649.2, 83.3],
      [5, 500_000, null, 689.9, 91],
    ]),
    joint: bands([
      [0, null, 218_000, 202.9, 0],
      [1, 218_000, 274_000, 284.1, 14.5],
      [2, 274_000, 342_000, 405.8, 37.5],
      [3, 342_000, 410_000, 527.5, 60.4],
      [4, 410_000, 750_000, 649.2, 83.3],
      [5, 750_000, null, 689.9, 91],
    ]),
    mfs: bands([
      [0, null, 109_000, 202.9, 0],
      [4, 109_000, 391_000, 649.2, 83.3],
      [5, 391_000, null, 689.9, 91],
    ]),
  },
};

/** The top premium level (CMS's highest band). */
export const IRMAA_TOP_TIER = 5;
