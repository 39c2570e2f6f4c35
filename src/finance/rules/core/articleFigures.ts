/**
 * The rule values that articles and the glossary state, by placeholder name. The content compiler
 * replaces `{{rules:NAME}}` in the Markdown, in a guide's static sections and in the glossary's
 * definitions with the value (scripts/content-compiler.ts), so prose cannot drift from the rules.
 *
 * Two kinds of value:
 * - figures: a number with its kind (an amount, a percentage, an age, a calendar year, a count of
 *   years). content/content.test.ts fails when a yearly amount is typed by hand in an article, and
 *   when a rule figure (an age, rate or year whose `about` words say which rule it is) is typed by
 *   hand in a sentence about that rule (`literalRuleFigures`, scripts/content-compiler.ts);
 * - phrases: words made from a rule table, such as the birth years whose survivor full retirement
 *   age comes earlier than the retirement one (`{{rules:socialSecurity.survivorFraEarlier}}`).
 *
 * Everything is built from one object of rule values, `ARTICLE_RULES`, by `buildArticleFigures`
 * and `buildArticlePhrases`: a test can build them from a changed copy and compile an article with
 * it, to show that the prose follows the rules (content/ruleProse.test.ts).
 */
import {
  ADDITIONAL_65,
  ADDITIONAL_DEDUCTION_AGE,
  BRACKET_TOPS,
  FILING_STATUSES,
  LTCG_BANDS,
  LTCG_RATES,
  ORDINARY_RATES,
  SENIOR_DEDUCTION,
  STANDARD_DEDUCTION,
  TAX_YEARS,
} from '../tax/taxYears.ts';
import { SS_WORKSHEET } from '../tax/socialSecurityTax.ts';
import { HSA_CATCH_UP, HSA_LIMITS, HSA_LIMIT_YEARS } from '../health/hsaLimits.ts';
import { MEDICARE_BY_YEAR, MEDICARE_YEARS } from '../health/medicare.ts';
import { HECM_LIMITS } from '../home/hecmLimits.ts';
import { HECM_ANNUAL_MIP_RATE, HECM_MIN_AGE, HECM_UPFRONT_MIP_RATE } from '../home/hecm.ts';
import { IRMAA_BANDS, IRMAA_LOOKBACK_YEARS, IRMAA_YEARS } from '../health/irmaa.ts';
import { ESTATE_GIFT, ESTATE_GIFT_YEARS } from '../estate/estateGift.ts';
import { yearsOf } from './calendar.ts';
import { ENGLISH_MONTH_NAMES } from '../../core/text.ts';
import {
  SS_DEEMED_FILING_BORN_FROM,
  SS_SPOUSAL_FIRST_MONTHS,
  SS_SPOUSAL_FIRST_RATE,
  SS_SPOUSAL_LATER_RATE,
  SS_SPOUSAL_SHARE_OF_PIA,
} from '../socialSecurity/socialSecuritySpousal.ts';
import {
  SS_SURVIVOR_DISABLED_EARLIEST_AGE,
  SS_SURVIVOR_EARLIEST_AGE_MONTHS,
  SS_SURVIVOR_MAX_REDUCTION,
  SS_WIDOW_LIMIT_SHARE_OF_PIA,
} from '../socialSecurity/socialSecuritySurvivor.ts';
import {
  SS_EARLIEST_CLAIM_AGE,
  SS_EARLY_FIRST_MONTHS,
  SS_EARLY_FIRST_RATE,
  SS_EARLY_LATER_RATE,
  SS_LATEST_CLAIM_AGE,
  delayedCreditPerYear,
  fraMonthsPast65,
  keptWhenClaimedEarly,
} from '../socialSecurity/socialSecurityClaiming.ts';
import { survivorFraMonthsPast65 } from '../socialSecurity/socialSecurityAge.ts';
import {
  AGE_OF_MAJORITY,
  FIVE_YEAR_RULE_YEARS,
  RMD_EXCISE,
  SECURE_ACT_FIRST_DEATH_YEAR,
  TEN_YEAR_RULE_WAIVED_YEARS,
  TEN_YEAR_RULE_YEARS,
  YOUNGER_SPOUSE_GAP_YEARS,
  COHORT_BIRTH_YEARS,
  EARLY_WITHDRAWAL,
  QCD_MIN_AGE,
  RMD_AGE_COHORTS,
  RMD_FIRST_DEADLINE,
  birthYearCohort,
  rmdStartAge,
  uniformLifetimeDivisor,
} from '../tax/rmdTable.ts';
import {
  CATCH_UP_AGE,
  PART_A_RETROACTIVE_MONTHS,
  MEDICARE_AGE,
  MEDICARE_IEP_MONTHS_AFTER,
  MEDICARE_IEP_MONTHS_BEFORE,
  SUPER_CATCH_UP,
} from './planDates.ts';
import { HSA_NON_MEDICAL_PENALTY_PERCENT, ROTH_FIVE_YEARS } from '../tax/retirementAccounts.ts';
import { singleLifeExpectancy } from '../tax/lifeExpectancy.ts';
import { jointLifeExpectancy } from '../tax/jointLifeExpectancy.ts';
import { HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR } from '../household/historicalReturns.ts';
import { ARTICLE_WINDOW, withdrawalWindows } from '../household/historicalWindows.ts';

/** What a figure counts: it decides how a placeholder prints it and how a hand-typed copy is found. */
export type FigureKind = 'money' | 'percent' | 'age' | 'year' | 'count';

export interface ArticleFigure {
  value: number;
  /** A figure that changes every year: typing it by hand in an article fails the content test. */
  yearly: boolean;
  kind: FigureKind;
  /**
   * Words that show a sentence states this rule (a regular expression's source, case-insensitive).
   * The same number typed by hand in such a sentence fails the content test; write the placeholder.
   * Absent for amounts, which are found by the amount alone, and for figures that only examples quote.
   */
  about?: string;
}

/**
 * The rule values the articles state, gathered in one object so that a test can change one in a
 * copy (`{ ...ARTICLE_RULES, rmdStartAge: … }`) and build the figures and phrases from it.
 */
export const ARTICLE_RULES = {
  taxYears: TAX_YEARS,
  filingStatuses: FILING_STATUSES,
  standardDeduction: STANDARD_DEDUCTION,
  additional65: ADDITIONAL_65,
  additionalDeductionAge: ADDITIONAL_DEDUCTION_AGE,
  seniorDeduction: SENIOR_DEDUCTION,
  bracketTops: BRACKET_TOPS,
  ordinaryRates: ORDINARY_RATES,
  ltcgBands: LTCG_BANDS,
  ltcgRates: LTCG_RATES,
  socialSecurityWorksheet: SS_WORKSHEET,
  hsaLimitYears: HSA_LIMIT_YEARS,
  hsaLimits: HSA_LIMITS,
  hsaCatchUp: HSA_CATCH_UP,
  hsaNonMedicalPenaltyPercent: HSA_NON_MEDICAL_PENALTY_PERCENT,
  medicareYears: MEDICARE_YEARS,
  medicareByYear: MEDICARE_BY_YEAR,
  medicareAge: MEDICARE_AGE,
  partARetroactiveMonths: PART_A_RETROACTIVE_MONTHS as number,
  medicareIepMonths: { before: MEDICARE_IEP_MONTHS_BEFORE, after: MEDICARE_IEP_MONTHS_AFTER },
  irmaaYears: IRMAA_YEARS,
  irmaaBands: IRMAA_BANDS,
  irmaaLookbackYears: IRMAA_LOOKBACK_YEARS,
  hecmLimitYears: yearsOf('hecmLimit'),
  hecmLimits: HECM_LIMITS as Readonly<Record<number, number>>,
  hecmMinAge: HECM_MIN_AGE,
  hecmUpfrontMipRate: HECM_UPFRONT_MIP_RATE as number,
  hecmAnnualMipRate: HECM_ANNUAL_MIP_RATE as number,
  estateGiftYears: ESTATE_GIFT_YEARS,
  estateGift: ESTATE_GIFT,
  spousalShareOfPia: SS_SPOUSAL_SHARE_OF_PIA,
  spousalFirstMonths: SS_SPOUSAL_FIRST_MONTHS,
  spousalFirstRate: SS_SPOUSAL_FIRST_RATE,
  spousalLaterRate: SS_SPOUSAL_LATER_RATE,
  earlyFirstMonths: SS_EARLY_FIRST_MONTHS,
  earlyFirstRate: SS_EARLY_FIRST_RATE,
  earlyLaterRate: SS_EARLY_LATER_RATE,
  deemedFilingBornFrom: SS_DEEMED_FILING_BORN_FROM,
  survivorMaxReduction: SS_SURVIVOR_MAX_REDUCTION,
  survivorEarliestAge: SS_SURVIVOR_EARLIEST_AGE_MONTHS / 12,
  survivorDisabledEarliestAge: SS_SURVIVOR_DISABLED_EARLIEST_AGE,
  widowLimitShareOfPia: SS_WIDOW_LIMIT_SHARE_OF_PIA,
  earliestClaimAge: SS_EARLIEST_CLAIM_AGE,
  latestClaimAge: SS_LATEST_CLAIM_AGE,
  delayedCreditPerYear,
  retirementFraMonthsPast65: fraMonthsPast65,
  survivorFraMonthsPast65,
  rmdStartAge,
  rmdFirstDeadline: { month: RMD_FIRST_DEADLINE.month as number, day: RMD_FIRST_DEADLINE.day as number },
  rmdExcise: RMD_EXCISE as { standard: number; corrected: number; before2023: number },
  tenYearRuleYears: TEN_YEAR_RULE_YEARS,
  fiveYearRuleYears: FIVE_YEAR_RULE_YEARS,
  tenYearRuleWaivedYears: TEN_YEAR_RULE_WAIVED_YEARS,
  secureActFirstDeathYear: SECURE_ACT_FIRST_DEATH_YEAR,
  ageOfMajority: AGE_OF_MAJORITY,
  youngerSpouseGapYears: YOUNGER_SPOUSE_GAP_YEARS,
  uniformLifetimeDivisor,
  singleLifeExpectancy,
  jointLifeExpectancy,
  qcdMinAge: QCD_MIN_AGE,
  earlyWithdrawal: EARLY_WITHDRAWAL,
  rothFiveYears: ROTH_FIVE_YEARS,
  catchUpAge: CATCH_UP_AGE,
  superCatchUp: SUPER_CATCH_UP,
  historyFirstYear: HISTORY_FIRST_YEAR,
  historyLastYear: HISTORY_LAST_YEAR,
  historyWindow: ARTICLE_WINDOW,
  withdrawalWindows,
};
export type ArticleRules = typeof ARTICLE_RULES;

/** Birth years searched for the edges of a cohort (rmdTable.ts). */
const BIRTH_YEARS = COHORT_BIRTH_YEARS;

/** A run of birth years whose survivor full retirement age comes `months` before the retirement one. */
export interface SurvivorFraGap {
  from: number;
  to: number;
  months: number;
}

/**
 * The latest birth years whose full retirement age for survivors (20 CFR 404.409) is earlier than
 * the one for retirement (20 CFR 404.409(a) vs. (b); POMS RS 00615.003): the last unbroken run of
 * such years, split where the gap changes. From the two tables, so the prose cannot drift from them.
 */
export function survivorFraGaps(rules: ArticleRules = ARTICLE_RULES): SurvivorFraGap[] {
  const gap = (year: number) => rules.retirementFraMonthsPast65(year) - rules.survivorFraMonthsPast65(year);
  let last = BIRTH_YEARS.to;
  while (last > BIRTH_YEARS.from && gap(last) <= 0) last--;
  if (gap(last) <= 0) return [];
  let first = last;
  while (first > BIRTH_YEARS.from && gap(first - 1) > 0) first--;
  const runs: SurvivorFraGap[] = [];
  for (let year = first; year <= last; year++) {
    const months = gap(year);
    const run = runs.at(-1);
    if (run && run.months === months) run.to = year;
    else runs.push({ from: year, to: year, months });
  }
  return runs;
}

const percentOf = (share: number) => Math.round(share * 1000) / 10;
const fraAge = (monthsPast65: number) => 65 + monthsPast65 / 12;

export function buildArticleFigures(rules: ArticleRules = ARTICLE_RULES): Record<string, ArticleFigure> {
  const figures: Record<string, ArticleFigure> = {};
  const figure = (name: string, value: number, kind: FigureKind, yearly: boolean, about?: string) => {
    figures[name] = about === undefined ? { value, yearly, kind } : { value, yearly, kind, about };
  };
  /** An amount: yearly unless told otherwise. */
  const money = (name: string, value: number, yearly = true) => figure(name, value, 'money', yearly);
  /** Any other figure: fixed in law or by the product, not changed every year. */
  const add = (name: string, value: number, kind: FigureKind, about?: string) =>
    figure(name, value, kind, false, about);
  const percent = (name: string, value: number, about?: string) => add(name, value, 'percent', about);

  for (const year of rules.taxYears) {
    for (const status of rules.filingStatuses)
      money(`standardDeduction.${year}.${status}`, rules.standardDeduction[year][status]);
    money(`additional65.${year}.unmarried`, rules.additional65[year].unmarried);
    money(`additional65.${year}.married`, rules.additional65[year].married);
    // Bracket tops: brackets.2026.marriedJoint.10 is the top of the 10 % bracket.
    for (const status of rules.filingStatuses)
      rules.bracketTops[year][status].forEach((top, i) =>
        money(`brackets.${year}.${status}.${rules.ordinaryRates[i]}`, top),
      );
    for (const [status, band] of Object.entries(rules.ltcgBands[year])) {
      if (!band) continue;
      money(`ltcg.${year}.${status}.zeroTop`, band.zeroTop);
      money(`ltcg.${year}.${status}.midTop`, band.midTop);
    }
  }
  add('tax.additionalDeductionAge', rules.additionalDeductionAge, 'age', 'deduction');
  money('seniorDeduction.perPerson', rules.seniorDeduction.perPerson, false);
  percent(
    'seniorDeduction.phaseOutPercent',
    rules.seniorDeduction.phaseOutRate * 100,
    'senior deduction|shrinks|phase',
  );
  money('seniorDeduction.threshold.single', rules.seniorDeduction.threshold.single, false);
  money('seniorDeduction.threshold.marriedJoint', rules.seniorDeduction.threshold.marriedJoint, false);
  add('seniorDeduction.firstYear', rules.seniorDeduction.firstYear, 'year');
  add('seniorDeduction.lastYear', rules.seniorDeduction.lastYear, 'year');
  rules.ordinaryRates.forEach((rate, i) => percent(`tax.rate.${i + 1}`, rate));
  percent('ltcg.rate.zero', rules.ltcgRates.zero);
  percent('ltcg.rate.mid', rules.ltcgRates.mid);
  percent('ltcg.rate.top', rules.ltcgRates.top);

  // Taxable Social Security (26 USC §86; IRS Pub. 915): the base amounts are fixed in law, not yearly.
  const ws = rules.socialSecurityWorksheet;
  money('socialSecurityTax.base.single', ws.baseAmount.single, false);
  money('socialSecurityTax.base.marriedJoint', ws.baseAmount.marriedJoint, false);
  money('socialSecurityTax.second.single', ws.baseAmount.single + ws.band.other, false);
  money('socialSecurityTax.second.marriedJoint', ws.baseAmount.marriedJoint + ws.band.marriedJoint, false);
  percent('socialSecurityTax.maxPercent', percentOf(ws.maxShare), 'benefits|social security');
  percent('socialSecurityTax.firstTierPercent', percentOf(ws.firstTierRate));

  for (const year of rules.hsaLimitYears) {
    money(`hsa.${year}.self`, rules.hsaLimits[year].self);
    money(`hsa.${year}.family`, rules.hsaLimits[year].family);
  }
  money('hsa.catchUp', rules.hsaCatchUp.amount, false);
  add('hsa.catchUpAge', rules.hsaCatchUp.age, 'age', 'HSA|health savings');
  percent('hsa.nonMedicalPenaltyPercent', rules.hsaNonMedicalPenaltyPercent, 'HSA|health savings');

  for (const year of rules.medicareYears) {
    money(`medicare.${year}.partBPremium`, rules.medicareByYear[year].partBPremium);
    money(`medicare.${year}.partBDeductible`, rules.medicareByYear[year].partBDeductible);
    money(`medicare.${year}.partDBasePremium`, rules.medicareByYear[year].partDBasePremium);
  }
  add('medicare.age', rules.medicareAge, 'age', 'medicare');
  add('medicare.enrolmentMonthsBefore', rules.medicareIepMonths.before, 'count');
  add('medicare.partARetroactiveMonths', rules.partARetroactiveMonths, 'count', 'Part A|backdate|retroactive');
  add('medicare.enrolmentMonthsAfter', rules.medicareIepMonths.after, 'count');
  add(
    'medicare.enrolmentMonths',
    rules.medicareIepMonths.before + 1 + rules.medicareIepMonths.after,
    'count',
    'enrol|enroll',
  );
  // IRMAA, the newest year only (articles quote the premiums now in force): irmaa.2026.individual.tier1.above
  // (the MAGI over which tier 1 starts), irmaa.2026.tier1.partB (total Part B), irmaa.2026.tier1.partD. Tier 0 is
  // the standard premium (medicare.YEAR.partBPremium). The top tier's edges (500,000 / 750,000) are fixed by statute
  // until 2028 (42 USC 1395r(i)(3)(C)), so they are not yearly values.
  const irmaaNewest = rules.irmaaYears[rules.irmaaYears.length - 1]!;
  for (const [table, bands] of Object.entries(rules.irmaaBands[irmaaNewest])) {
    bands.forEach((band, i) => {
      if (band.tier === 0) return;
      const top = i === bands.length - 1;
      money(`irmaa.${irmaaNewest}.${table}.tier${band.tier}.above`, band.above!, !(top && table !== 'mfs'));
      money(`irmaa.${irmaaNewest}.tier${band.tier}.partB`, band.partBTotal);
      money(`irmaa.${irmaaNewest}.tier${band.tier}.partD`, band.partDAdjustment);
    });
  }
  add('irmaa.lookbackYears', rules.irmaaLookbackYears, 'count');

  // The returns data (Damodaran, 1928 on) and its 30-year windows for a 60/40 portfolio (historicalWindows.ts):
  // how many there are, the worst start and its highest sustainable first-year rate, the best and the middle one.
  add('history.firstYear', rules.historyFirstYear, 'year');
  add('history.lastYear', rules.historyLastYear, 'year');
  const windows = rules.withdrawalWindows(rules.historyWindow.years, rules.historyWindow.stockShare);
  const byRate = [...windows].sort((a, b) => a.ratePercent - b.ratePercent);
  const oneDecimal = (percent: number) => Math.floor(percent * 10) / 10;
  add('history.window.years', rules.historyWindow.years, 'count');
  percent('history.window.stockPercent', rules.historyWindow.stockShare * 100);
  add('history.window.count', windows.length, 'count');
  add('history.window.worstStart', byRate[0]!.startYear, 'year');
  percent('history.window.worstRatePercent', oneDecimal(byRate[0]!.ratePercent));
  add('history.window.bestStart', byRate.at(-1)!.startYear, 'year');
  percent('history.window.bestRatePercent', oneDecimal(byRate.at(-1)!.ratePercent));
  percent('history.window.medianRatePercent', oneDecimal(byRate[Math.ceil(byRate.length / 2) - 1]!.ratePercent));

  for (const year of rules.hecmLimitYears) money(`hecm.${year}.limit`, rules.hecmLimits[year]!);
  percent('hecm.upfrontMipPercent', percentOf(rules.hecmUpfrontMipRate), 'upfront');
  percent('hecm.annualMipPercent', percentOf(rules.hecmAnnualMipRate), 'annual mortgage insurance');
  add('hecm.minAge', rules.hecmMinAge, 'age', 'reverse mortgage|HECM|borrower');
  for (const year of rules.estateGiftYears) {
    money(`estate.${year}.basicExclusion`, rules.estateGift[year].basicExclusion);
    money(`gift.${year}.annualExclusion`, rules.estateGift[year].annualGiftExclusion);
  }

  // Social Security: claiming ages, full retirement ages and the spouse's and survivor's shares (fixed in law).
  const SS_WORDS = 'social security|benefit|claim';
  add('socialSecurity.earliestClaimAge', rules.earliestClaimAge, 'age', SS_WORDS);
  add('socialSecurity.latestClaimAge', rules.latestClaimAge, 'age', 'delay|credit|wait');
  const newestFraCohort = birthYearCohort(BIRTH_YEARS.to, rules.retirementFraMonthsPast65);
  add('socialSecurity.fra.latest', fraAge(rules.retirementFraMonthsPast65(BIRTH_YEARS.to)), 'age', 'full retirement');
  add('socialSecurity.fra.latest.bornFrom', newestFraCohort.from, 'year', 'full retirement');
  // The flat full retirement age before the last step-up (66 for people born 1943–1954); 1950 stands for it.
  const previousFra = birthYearCohort(1950, rules.retirementFraMonthsPast65);
  add('socialSecurity.fra.previous', fraAge(rules.retirementFraMonthsPast65(1950)), 'age');
  add('socialSecurity.fra.previous.bornFrom', previousFra.from, 'year');
  add('socialSecurity.fra.previous.bornTo', previousFra.to ?? BIRTH_YEARS.to, 'year');
  // The step-up years between the two flat ages: 66 plus 2 months a year for those born 1955–1959.
  add('socialSecurity.fra.stepUp.bornFrom', (previousFra.to ?? BIRTH_YEARS.to) + 1, 'year', 'full retirement');
  add('socialSecurity.fra.stepUp.bornTo', newestFraCohort.from - 1, 'year', 'full retirement');
  // Claiming at 62 and at 70 with the newest full retirement age (67): the reduction is 5/9 of 1 % a month for
  // 36 months and 5/12 of 1 % after (20 CFR 404.410), the credit 8 % a year (20 CFR 404.313); a spouse's
  // reduction is 25/36 of 1 % a month for 36 months and 5/12 of 1 % after.
  const fraLatestMonths = rules.retirementFraMonthsPast65(BIRTH_YEARS.to) + 65 * 12;
  const monthsEarly = fraLatestMonths - rules.earliestClaimAge * 12;
  const cut = (firstRate: number, laterRate: number, firstMonths: number) =>
    1 - keptWhenClaimedEarly(monthsEarly, firstMonths, firstRate, laterRate);
  const roundPercent = (share: number) => Math.round(share * 10000) / 100;
  const earlyCut = cut(rules.earlyFirstRate, rules.earlyLaterRate, rules.earlyFirstMonths);
  percent('socialSecurity.earliestClaimCutPercent', roundPercent(earlyCut), 'claim|62|early');
  percent('socialSecurity.earliestClaimPercent', roundPercent(1 - earlyCut), 'claim|62|early');
  const credits = ((rules.latestClaimAge * 12 - fraLatestMonths) / 12) * rules.delayedCreditPerYear(BIRTH_YEARS.to);
  percent('socialSecurity.latestClaimPercent', roundPercent(1 + credits), 'wait|delay|70');
  const spousalCut = cut(rules.spousalFirstRate, rules.spousalLaterRate, rules.spousalFirstMonths);
  percent('socialSecurity.spousalAtEarliestPercent', roundPercent(rules.spousalShareOfPia * (1 - spousalCut)), 'spous');
  percent('socialSecurity.spousalAtEarliestCutPercent', roundPercent(spousalCut));
  const creditCohort = birthYearCohort(BIRTH_YEARS.to, rules.delayedCreditPerYear);
  percent('socialSecurity.delayedCreditPercent', percentOf(rules.delayedCreditPerYear(BIRTH_YEARS.to)), 'credit|delay');
  add('socialSecurity.delayedCreditBornFrom', creditCohort.from, 'year', 'credit');
  percent('socialSecurity.spousalSharePercent', percentOf(rules.spousalShareOfPia), 'spous|husband|wife');
  add('socialSecurity.spousalFirstMonths', rules.spousalFirstMonths, 'count');
  add('socialSecurity.deemedFilingBornYear', Number(rules.deemedFilingBornFrom.slice(0, 4)), 'year', 'deemed');
  percent('socialSecurity.survivorAt60Percent', percentOf(1 - rules.survivorMaxReduction), 'survivor|widow');
  percent('socialSecurity.widowLimitPercent', percentOf(rules.widowLimitShareOfPia), 'survivor|widow');
  add('socialSecurity.survivorEarliestAge', rules.survivorEarliestAge, 'age', 'survivor|widow');
  add(
    'socialSecurity.survivorDisabledEarliestAge',
    rules.survivorDisabledEarliestAge,
    'age',
    'disabled (survivor|widow)',
  );
  const gaps = survivorFraGaps(rules);
  if (gaps.length > 0) {
    add('socialSecurity.survivorFraEarlier.bornFrom', gaps[0]!.from, 'year', 'survivor');
    add('socialSecurity.survivorFraEarlier.bornTo', gaps.at(-1)!.to, 'year', 'survivor');
  }

  // RMD rules for owners, spouses and heirs: set by statute and regulation, not yearly.
  const RMD_WORDS = 'RMD|required minimum|required beginning|minimum distribution';
  for (const [law, birthYear] of Object.entries(RMD_AGE_COHORTS)) {
    const cohort = birthYearCohort(birthYear, (y) => rules.rmdStartAge(y));
    add(`rmd.startAge.${law}`, rules.rmdStartAge(birthYear), 'age', RMD_WORDS);
    if (cohort.from > BIRTH_YEARS.from) add(`rmd.startAge.${law}.bornFrom`, cohort.from, 'year', RMD_WORDS);
    if (cohort.to !== null) add(`rmd.startAge.${law}.bornTo`, cohort.to, 'year', RMD_WORDS);
  }
  percent('rmd.excise.standard', rules.rmdExcise.standard, 'excise|penalty|missed');
  percent('rmd.excise.corrected', rules.rmdExcise.corrected, 'excise|corrected');
  percent('rmd.excise.before2023', rules.rmdExcise.before2023, 'excise|penalty|missed');
  add('rmd.tenYearRule.years', rules.tenYearRuleYears, 'count', 'heir|inherit');
  add('rmd.fiveYearRule.years', rules.fiveYearRuleYears, 'count', 'estate|5-year|five-year');
  add('rmd.waiver.from', rules.tenYearRuleWaivedYears.from, 'year', 'waive');
  add('rmd.waiver.to', rules.tenYearRuleWaivedYears.to, 'year', 'waive');
  add('rmd.waiver.firstDueYear', rules.tenYearRuleWaivedYears.to + 1, 'year', 'waive');
  add('rmd.secureAct.firstDeathYear', rules.secureActFirstDeathYear, 'year');
  add('rmd.secureAct.lastOldRulesYear', rules.secureActFirstDeathYear - 1, 'year');
  add('rmd.ageOfMajority', rules.ageOfMajority, 'age', 'minor|child');
  add('rmd.youngerSpouseGap', rules.youngerSpouseGapYears, 'count', 'younger');
  add('rmd.uniform.73', rules.uniformLifetimeDivisor(73)!, 'count');
  add('rmd.uniform.75', rules.uniformLifetimeDivisor(75)!, 'count');
  add('rmd.joint.75.64', rules.jointLifeExpectancy(75, 64)!, 'count');
  add('rmd.singleLife.50', rules.singleLifeExpectancy(50)!, 'count');
  add('rmd.singleLife.51', rules.singleLifeExpectancy(51)!, 'count');
  add('qcd.minAge', rules.qcdMinAge, 'age', 'QCD|charit');
  add('earlyWithdrawal.age', rules.earlyWithdrawal.age, 'age', 'withdraw|early|penalty|tax-free|qualified');
  add('earlyWithdrawal.separationAge', rules.earlyWithdrawal.separationAge, 'age', 'leave|job|employer');
  percent('earlyWithdrawal.percent', rules.earlyWithdrawal.percent, 'early|before 59');
  add('roth.fiveYears', rules.rothFiveYears, 'count');
  add('catchUp.age', rules.catchUpAge, 'age', 'catch-up');
  add('catchUp.super.firstAge', rules.superCatchUp.firstAge, 'age', 'catch-up');
  add('catchUp.super.lastAge', rules.superCatchUp.lastAge, 'age', 'catch-up');
  add('catchUp.super.fromYear', rules.superCatchUp.fromYear, 'year');
  return figures;
}

const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;
const bornIn = ({ from, to }: { from: number; to: number }) => (from === to ? `in ${from}` : `from ${from} to ${to}`);

/** Words made from rule tables, by placeholder name (they take no format). */
export function buildArticlePhrases(rules: ArticleRules = ARTICLE_RULES): Record<string, string> {
  const phrases: Record<string, string> = {};
  // "2 months earlier if you were born in 1955, 4 months if born from 1956 to 1960, and 2 months if born in 1961"
  const gaps = survivorFraGaps(rules);
  const parts = gaps.map((gap, i) =>
    i === 0
      ? `${months(gap.months)} earlier if you were born ${bornIn(gap)}`
      : `${months(gap.months)} if born ${bornIn(gap)}`,
  );
  phrases['socialSecurity.survivorFraEarlier'] =
    parts.length > 1
      ? `${parts.slice(0, -1).join(', ')}${parts.length > 2 ? ',' : ''} and ${parts.at(-1)}`
      : (parts[0] ?? 'no earlier for anyone');
  // "April 1": the date in the year after the RMD age by which the first RMD must be taken (the required beginning date).
  phrases['rmd.requiredBeginningDate'] =
    `${ENGLISH_MONTH_NAMES[rules.rmdFirstDeadline.month - 1]} ${rules.rmdFirstDeadline.day}`;
  // "January 2, 1954": deemed filing applies to everyone born on or after this day (Social Security Act §202(r)).
  const [year, month, day] = rules.deemedFilingBornFrom.split('-').map(Number) as [number, number, number];
  phrases['socialSecurity.deemedFilingBornFrom'] = `${ENGLISH_MONTH_NAMES[month - 1]} ${day}, ${year}`;
  return phrases;
}

export const ARTICLE_FIGURES: Readonly<Record<string, ArticleFigure>> = buildArticleFigures();
export const ARTICLE_PHRASES: Readonly<Record<string, string>> = buildArticlePhrases();

/**
 * How a placeholder may ask for its value: `$16,100` (money), `$15 million` (|millions), `16,100`
 * (|plain), `25 %` (|percent), `70½` (|age), `10th` (|ordinal), `2021` (|year: never grouped), `24.6`
 * (|number: no trailing zero). Without one, a figure prints by its kind: money as money, a percentage
 * with its sign, an age with ½, a year as a year, a count as a number. `|plain` on a figure that is not
 * an amount prints it by its kind's plain form: a year is never grouped ("2,021"), a divisor never "24.60"
 * (`formatRuleValue`).
 */
export const FIGURE_FORMATS = ['money', 'millions', 'plain', 'percent', 'age', 'ordinal', 'year', 'number'] as const;
export type FigureFormat = (typeof FIGURE_FORMATS)[number];

const DEFAULT_FORMAT: Record<FigureKind, FigureFormat> = {
  money: 'money',
  percent: 'percent',
  age: 'age',
  year: 'year',
  count: 'number',
};
export const defaultFormat = (kind: FigureKind): FigureFormat => DEFAULT_FORMAT[kind];

const grouped = (value: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 });
const ORDINAL_SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
  other: 'th',
  zero: 'th',
  many: 'th',
};
const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** A figure as a placeholder prints it: its kind's format unless one is asked for. */
export function formatRuleValue(figure: ArticleFigure, format?: FigureFormat): string {
  const chosen = format ?? defaultFormat(figure.kind);
  const plain = figure.kind === 'year' ? 'year' : figure.kind === 'money' ? 'plain' : 'number';
  return formatFigure(figure.value, chosen === 'plain' ? plain : chosen);
}

export function formatFigure(value: number, format: FigureFormat = 'money'): string {
  switch (format) {
    case 'plain':
      return grouped(value);
    case 'year':
      return String(value);
    case 'number':
      return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
    case 'millions':
      return `$${(value / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 2 })} million`;
    case 'percent':
      return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
    case 'age':
      return Number.isInteger(value)
        ? String(value)
        : `${Math.floor(value)}${value % 1 === 0.5 ? '½' : `.${String(value).split('.')[1]}`}`;
    case 'ordinal':
      return `${value}${ORDINAL_SUFFIX[ordinalRules.select(value)]}`;
    case 'money':
      return `$${grouped(value)}`;
  }
}
