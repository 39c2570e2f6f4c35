/**
 * Federal estate and gift tax figures by year (26 USC §2010(c)(3) basic exclusion; §2503(b) annual
 * gift exclusion). Only the years whose figures were checked against a publication of the Revenue
 * Procedure with the search tool (docs/updating-rules.md, "Verified figures").
 */
export type EstateGiftYear = 2025 | 2026;
export const ESTATE_GIFT_YEARS: readonly EstateGiftYear[] = [2025, 2026];

export interface EstateGiftFigures {
  /** Basic exclusion amount per person (estate and lifetime gifts), US$. */
  basicExclusion: number;
  /** Annual gift exclusion per recipient, US$. */
  annualGiftExclusion: number;
  source: string;
}

export const ESTATE_GIFT: Record<EstateGiftYear, EstateGiftFigures> = {
  2025: {
    basicExclusion: 13_990_000,
    annualGiftExclusion: 19_000,
    source: 'Rev. Proc. 2024-40, items for 26 USC §2010 (basic exclusion) and §2503 (annual exclusion)',
  },
  2026: {
    basicExclusion: 15_000_000,
    annualGiftExclusion: 19_000,
    source: 'P.L. 119-21 §70106 (26 USC §2010(c)(3)); Rev. Proc. 2025-32, items for §2010 and §2503',
  },
};
