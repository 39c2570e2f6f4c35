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

/**
 * CMS's figures, each once. A level's premiums are the same in every table of a year, so they are listed by level
 * (0 to 5); each table lists the edges between its bands, in order (a band ends where the next begins).
 * Premium year → [level 0, …, level 5], US$ a month.
 */
const PART_B_TOTAL: Record<IrmaaYear, readonly number[]> = {
  2024: [174.7, 244.6, 349.4, 454.2, 559, 594],
  2025: [185, 259, 370, 480.9, 591.9, 628.9],
  2026: [202.9, 284.1, 405.8, 527.5, 649.2, 689.9],
};
const PART_D_ADJUSTMENT: Record<IrmaaYear, readonly number[]> = {
  2024: [0, 12.9, 33.3, 53.8, 74.2, 81],
  2025: [0, 13.7, 35.3, 57, 78.6, 85.8],
  2026: [0, 14.5, 37.5, 60.4, 83.3, 91],
};
/** The levels each table has: the married-filing-separately table has only levels 0, 4 and 5. */
const TABLE_TIERS: Record<IrmaaTable, readonly number[]> = {
  individual: [0, 1, 2, 3, 4, 5],
  joint: [0, 1, 2, 3, 4, 5],
  mfs: [0, 4, 5],
};
/** Table → premium year (MAGI of two years before) → the edges between its bands, US$ MAGI. */
const BAND_EDGES: Record<IrmaaTable, Record<IrmaaYear, readonly number[]>> = {
  individual: {
    2024: [103_000, 129_000, 161_000, 193_000, 500_000],
    2025: [106_000, 133_000, 167_000, 200_000, 500_000],
    2026: [109_000, 137_000, 171_000, 205_000, 500_000],
  },
  joint: {
    2024: [206_000, 258_000, 322_000, 386_000, 750_000],
    2025: [212_000, 266_000, 334_000, 400_000, 750_000],
    2026: [218_000, 274_000, 342_000, 410_000, 750_000],
  },
  mfs: { 2024: [103_000, 397_000], 2025: [106_000, 394_000], 2026: [109_000, 391_000] },
};

/** One table of one premium year, band by band: each band starts at the edge before it (none for the first). */
function tableBands(year: IrmaaYear, table: IrmaaTable): IrmaaBand[] {
  const edges = BAND_EDGES[table][year];
  return TABLE_TIERS[table].map((tier, i) => ({
    tier,
    above: i === 0 ? null : edges[i - 1]!,
    upTo: edges[i] ?? null,
    partBTotal: PART_B_TOTAL[year][tier]!,
    partDAdjustment: PART_D_ADJUSTMENT[year][tier]!,
  }));
}

const yearBands = (year: IrmaaYear): Record<IrmaaTable, readonly IrmaaBand[]> => ({
  individual: tableBands(year, 'individual'),
  joint: tableBands(year, 'joint'),
  mfs: tableBands(year, 'mfs'),
});
export const IRMAA_BANDS: Record<IrmaaYear, Record<IrmaaTable, readonly IrmaaBand[]>> = {
  2024: yearBands(2024),
  2025: yearBands(2025),
  2026: yearBands(2026),
};

/** The top premium level (CMS's highest band). */
export const IRMAA_TOP_TIER = 5;
