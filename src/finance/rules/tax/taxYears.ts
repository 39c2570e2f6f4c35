/**
 * Federal income-tax tables, tax years 2023–2026. Official figures (RULES.md §"Tax years"):
 * where SPEC.md differs (2023 single 24 % top 182,050) the Revenue Procedure wins.
 */
import type { FilingStatus, TaxYear } from '../../core/types';

export const TAX_YEARS: readonly TaxYear[] = [2023, 2024, 2025, 2026];
export const FILING_STATUSES: readonly FilingStatus[] = [
  'single',
  'marriedJoint',
  'marriedSeparate',
  'headOfHousehold',
];

/** Statutory rates, percent; the last one has no upper limit. 26 USC §1(j), made permanent by P.L. 119-21. */
export const ORDINARY_RATES = [10, 12, 22, 24, 32, 35, 37] as const;

/** Upper limits of the 10/12/22/24/32/35 % brackets (37 % above). */
type Tops = readonly [number, number, number, number, number, number];

export const BRACKET_SOURCES: Record<TaxYear, string> = {
  2023: 'Rev. Proc. 2022-38 §3.01',
  2024: 'Rev. Proc. 2023-34 §3.01',
  2025: 'Rev. Proc. 2024-40 §3.01 (brackets); standard deduction as raised by P.L. 119-21',
  2026: 'Rev. Proc. 2025-32',
};

export const BRACKET_TOPS: Record<TaxYear, Record<FilingStatus, Tops>> = {
  // Rev. Proc. 2022-38 §3.01 (tax year 2023)
  2023: {
    single: [11_000, 44_725, 95_375, 182_100, 231_250, 578_125],
    marriedJoint: [22_000, 89_450, 190_750, 364_200, 462_500, 693_750],
    marriedSeparate: [11_000, 44_725, 95_375, 182_100, 231_250, 346_875],
    headOfHousehold: [15_700, 59_850, 95_350, 182_100, 231_250, 578_100],
  },
  // Rev. Proc. 2023-34 §3.01 (tax year 2024)
  2024: {
    single: [11_600, 47_150, 100_525, 191_950, 243_725, 609_350],
    marriedJoint: [23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
    marriedSeparate: [11_600, 47_150, 100_525, 191_950, 243_725, 365_600],
    headOfHousehold: [16_550, 63_100, 100_500, 191_950, 243_700, 609_350],
  },
  // Rev. Proc. 2024-40 §3.01 (tax year 2025): P.L. 119-21 raised the 2025 standard deduction, not these brackets
  2025: {
    single: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
    marriedJoint: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
    marriedSeparate: [11_925, 48_475, 103_350, 197_300, 250_525, 375_800],
    headOfHousehold: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
  },
  // Rev. Proc. 2025-32 (tax year 2026)
  2026: {
    single: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
    marriedJoint: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
    marriedSeparate: [12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
    headOfHousehold: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
  },
};

/** Basic standard deduction; married separate equals single. Same Rev. Procs. as the brackets (§3.15 / §3.16 in 2022-38). */
export const STANDARD_DEDUCTION: Record<TaxYear, Record<FilingStatus, number>> = {
  2023: { single: 13_850, marriedSeparate: 13_850, marriedJoint: 27_700, headOfHousehold: 20_800 }, // Rev. Proc. 2022-38 §3.15
  2024: { single: 14_600, marriedSeparate: 14_600, marriedJoint: 29_200, headOfHousehold: 21_900 }, // Rev. Proc. 2023-34 §3.15
  2025: { single: 15_750, marriedSeparate: 15_750, marriedJoint: 31_500, headOfHousehold: 23_625 }, // P.L. 119-21 §70102
  2026: { single: 16_100, marriedSeparate: 16_100, marriedJoint: 32_200, headOfHousehold: 24_150 }, // Rev. Proc. 2025-32
};

/**
 * Additional standard deduction per person aged 65 or over: "unmarried" (single, head of household)
 * and "married" (joint, separate) amounts. 26 USC §63(f); same Rev. Procs. (2023: 2022-38 §3.15(3)).
 */
export const ADDITIONAL_65: Record<TaxYear, { unmarried: number; married: number }> = {
  2023: { unmarried: 1_850, married: 1_500 }, // Rev. Proc. 2022-38
  2024: { unmarried: 1_950, married: 1_550 }, // Rev. Proc. 2023-34
  2025: { unmarried: 2_000, married: 1_600 }, // Rev. Proc. 2024-40
  2026: { unmarried: 2_050, married: 1_650 }, // Rev. Proc. 2025-32
};

/**
 * Senior deduction, tax years 2025–2028: 6,000 per person aged 65+, each reduced by 6 % of modified
 * AGI above 75,000 (150,000 joint). Married filing separately cannot claim it. P.L. 119-21 §70103 (26 USC §151(d)(5)(C)).
 */
export const SENIOR_DEDUCTION = {
  firstYear: 2025,
  lastYear: 2028,
  perPerson: 6_000,
  phaseOutRate: 0.06,
  threshold: { single: 75_000, headOfHousehold: 75_000, marriedJoint: 150_000, marriedSeparate: 0 } as Record<
    FilingStatus,
    number
  >,
  source: 'P.L. 119-21 §70103 (26 USC §151(d)(5)(C))',
} as const;

/**
 * Long-term capital gains: top of the 0 % band and of the 15 % band (20 % above), by taxable income.
 * 26 USC §1(h) as adjusted each year. 2023/2024 from RULES.md (Rev. Proc. 2022-38 §3.03, Rev. Proc. 2023-34 §3.03).
 * 2025 was checked with the search tool (docs/updating-rules.md, "Verified figures"): the
 * Rev. Proc.'s own text was not in the stored sources, so each figure is held only where two
 * independent publications of the Rev. Proc.'s "Maximum Capital Gains Rate" item agree.
 * 2026 (single 49,450 / 545,500; joint 98,900 / 613,700): Rev. Proc. 2025-32, as RULES.md gives them.
 */
export const LTCG_RATES = { zero: 0, mid: 15, top: 20 } as const;
export type LtcgStatus = 'single' | 'marriedJoint';
export interface LtcgBand {
  zeroTop: number;
  midTop: number;
}
export const LTCG_BANDS: Record<TaxYear, Partial<Record<LtcgStatus, LtcgBand>> & { single: LtcgBand }> = {
  2023: { single: { zeroTop: 44_625, midTop: 492_300 }, marriedJoint: { zeroTop: 89_250, midTop: 553_850 } }, // Rev. Proc. 2022-38 §3.03
  2024: { single: { zeroTop: 47_025, midTop: 518_900 }, marriedJoint: { zeroTop: 94_050, midTop: 583_750 } }, // Rev. Proc. 2023-34 §3.03
  2025: { single: { zeroTop: 48_350, midTop: 533_400 }, marriedJoint: { zeroTop: 96_700, midTop: 600_050 } }, // Rev. Proc. 2024-40, maximum capital gains rate item (§1(h))
  2026: { single: { zeroTop: 49_450, midTop: 545_500 }, marriedJoint: { zeroTop: 98_900, midTop: 613_700 } }, // Rev. Proc. 2025-32, maximum capital gains rate item (§1(h)); RULES.md
};
export const LTCG_SOURCES: Record<TaxYear, string> = {
  2023: 'Rev. Proc. 2022-38 §3.03',
  2024: 'Rev. Proc. 2023-34 §3.03',
  2025: 'Rev. Proc. 2024-40, maximum capital gains rate (26 USC §1(h))',
  2026: 'Rev. Proc. 2025-32 (maximum capital gains rate, 26 USC §1(h))',
};

/** Age for the additional standard deduction (and the 2025–2028 senior deduction). 26 USC §63(f)(1). */
export const ADDITIONAL_DEDUCTION_AGE = 65;
