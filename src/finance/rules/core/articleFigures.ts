/**
 * Yearly rule values that articles quote, by placeholder name. The content compiler replaces
 * `{{rules:NAME}}` in the Markdown with the value (scripts/content-compiler.ts), so prose cannot
 * drift from the rules; content/content.test.ts fails when a yearly value is typed by hand.
 */
import { ADDITIONAL_65, FILING_STATUSES, SENIOR_DEDUCTION, STANDARD_DEDUCTION, TAX_YEARS } from '../tax/taxYears.ts';
import { HSA_CATCH_UP, HSA_LIMITS, HSA_LIMIT_YEARS } from '../health/hsaLimits.ts';
import { MEDICARE_BY_YEAR, MEDICARE_YEARS } from '../health/medicare.ts';
import { HECM_LIMITS } from '../home/hecmLimits.ts';
import { IRMAA_BANDS, IRMAA_YEARS } from '../health/irmaa.ts';
import { ESTATE_GIFT, ESTATE_GIFT_YEARS } from '../estate/estateGift.ts';
import { yearsOf } from './calendar.ts';
import { SS_SPOUSAL_FIRST_MONTHS, SS_SPOUSAL_SHARE_OF_PIA } from '../socialSecurity/socialSecuritySpousal.ts';
import { SS_SURVIVOR_MAX_REDUCTION, SS_WIDOW_LIMIT_SHARE_OF_PIA } from '../socialSecurity/socialSecuritySurvivor.ts';
import {
  AGE_OF_MAJORITY,
  FIVE_YEAR_RULE_YEARS,
  RMD_EXCISE,
  TEN_YEAR_RULE_WAIVED_YEARS,
  TEN_YEAR_RULE_YEARS,
  YOUNGER_SPOUSE_GAP_YEARS,
  uniformLifetimeDivisor,
} from '../tax/rmdTable.ts';
import { jointLifeExpectancy, singleLifeExpectancy } from '../tax/lifeExpectancy.ts';

export interface ArticleFigure {
  value: number;
  /** A figure that changes every year: typing it by hand in an article fails the content test. */
  yearly: boolean;
}

const figures: Record<string, ArticleFigure> = {};
const add = (name: string, value: number, yearly = true) => {
  figures[name] = { value, yearly };
};

for (const year of TAX_YEARS) {
  for (const status of FILING_STATUSES) add(`standardDeduction.${year}.${status}`, STANDARD_DEDUCTION[year][status]);
  add(`additional65.${year}.unmarried`, ADDITIONAL_65[year].unmarried);
  add(`additional65.${year}.married`, ADDITIONAL_65[year].married);
}
add('seniorDeduction.perPerson', SENIOR_DEDUCTION.perPerson, false);
for (const year of HSA_LIMIT_YEARS) {
  add(`hsa.${year}.self`, HSA_LIMITS[year].self);
  add(`hsa.${year}.family`, HSA_LIMITS[year].family);
}
add('hsa.catchUp', HSA_CATCH_UP.amount, false);
for (const year of MEDICARE_YEARS) {
  add(`medicare.${year}.partBPremium`, MEDICARE_BY_YEAR[year].partBPremium);
  add(`medicare.${year}.partBDeductible`, MEDICARE_BY_YEAR[year].partBDeductible);
  add(`medicare.${year}.partDBasePremium`, MEDICARE_BY_YEAR[year].partDBasePremium);
}
// IRMAA, the newest year only (articles quote the premiums now in force): irmaa.2026.individual.tier1.above
// (the MAGI over which tier 1 starts), irmaa.2026.tier1.partB (total Part B), irmaa.2026.tier1.partD. Tier 0 is
// the standard premium (medicare.YEAR.partBPremium). The top tier's edges (500,000 / 750,000) are fixed by statute
// until 2028 (42 USC 1395r(i)(3)(C)), so they are not yearly values.
const IRMAA_NEWEST = IRMAA_YEARS[IRMAA_YEARS.length - 1]!;
for (const [table, bands] of Object.entries(IRMAA_BANDS[IRMAA_NEWEST])) {
  bands.forEach((band, i) => {
    if (band.tier === 0) return;
    const top = i === bands.length - 1;
    add(`irmaa.${IRMAA_NEWEST}.${table}.tier${band.tier}.above`, band.above!, !(top && table !== 'mfs'));
    add(`irmaa.${IRMAA_NEWEST}.tier${band.tier}.partB`, band.partBTotal);
    add(`irmaa.${IRMAA_NEWEST}.tier${band.tier}.partD`, band.partDAdjustment);
  });
}
for (const year of yearsOf('hecmLimit')) add(`hecm.${year}.limit`, HECM_LIMITS[year]!);
for (const year of ESTATE_GIFT_YEARS) {
  add(`estate.${year}.basicExclusion`, ESTATE_GIFT[year].basicExclusion);
  add(`gift.${year}.annualExclusion`, ESTATE_GIFT[year].annualGiftExclusion);
}

// Social Security spouse's and survivor rules (fixed in law, not yearly), as percentages for prose.
const percent = (share: number) => Math.round(share * 1000) / 10;
add('socialSecurity.spousalSharePercent', percent(SS_SPOUSAL_SHARE_OF_PIA), false);
add('socialSecurity.spousalFirstMonths', SS_SPOUSAL_FIRST_MONTHS, false);
add('socialSecurity.survivorAt60Percent', percent(1 - SS_SURVIVOR_MAX_REDUCTION), false);
add('socialSecurity.widowLimitPercent', percent(SS_WIDOW_LIMIT_SHARE_OF_PIA), false);

// RMD rules for owners, spouses and heirs (issue H3): set by statute and regulation, not yearly,
// but quoted from here so the articles follow the rules (write them with |plain).
add('rmd.excise.standard', RMD_EXCISE.standard, false);
add('rmd.excise.corrected', RMD_EXCISE.corrected, false);
add('rmd.tenYearRule.years', TEN_YEAR_RULE_YEARS, false);
add('rmd.fiveYearRule.years', FIVE_YEAR_RULE_YEARS, false);
add('rmd.waiver.from', TEN_YEAR_RULE_WAIVED_YEARS.from, false);
add('rmd.waiver.to', TEN_YEAR_RULE_WAIVED_YEARS.to, false);
add('rmd.waiver.firstDueYear', TEN_YEAR_RULE_WAIVED_YEARS.to + 1, false);
add('rmd.ageOfMajority', AGE_OF_MAJORITY, false);
add('rmd.youngerSpouseGap', YOUNGER_SPOUSE_GAP_YEARS, false);
add('rmd.uniform.75', uniformLifetimeDivisor(75)!, false);
add('rmd.joint.75.64', jointLifeExpectancy(75, 64)!, false);
add('rmd.singleLife.50', singleLifeExpectancy(50)!, false);
add('rmd.singleLife.51', singleLifeExpectancy(51)!, false);

export const ARTICLE_FIGURES: Readonly<Record<string, ArticleFigure>> = figures;

/** How a placeholder may ask for its value: `$16,100` (default), `$15 million` (|millions), `16,100` (|plain). */
export const FIGURE_FORMATS = ['money', 'millions', 'plain'] as const;
export type FigureFormat = (typeof FIGURE_FORMATS)[number];

const grouped = (value: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 });

export function formatFigure(value: number, format: FigureFormat = 'money'): string {
  if (format === 'plain') return grouped(value);
  if (format === 'millions')
    return `$${(value / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 2 })} million`;
  return `$${grouped(value)}`;
}
