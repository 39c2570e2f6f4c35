/**
 * The planner engine's facts (src/finance/tax/withdrawalPlanner.ts: which advice, which line of "How
 * this is calculated", what is wrong with a year of death) in the reader's language, from this
 * folder's catalogs (src/i18n/phrase.ts). Money is formatted here by the kit's formatter; an RMD
 * start age of 70.5 reads "70½", as the IRS writes it. It rides with the plan's view (results.tsx),
 * fetched on the first Calculate.
 */
import { explanationPhrases } from '../shared/core/explanationWords';
import { formatCurrency, formatNumber } from '../../kit/format';
import type { PlannerAdvice, PlannerAssumption, PlannerFormula, WidowError } from '../../finance/tax/withdrawalPlanner';
import { rmdAgeWords } from '../../finance/rules/tax/rmdTable';
import { phrase, type FactFormats } from '../../i18n/phrase';
import * as m from './messages';

const FORMATS: FactFormats = {
  startAge: rmdAgeWords,
  need: formatCurrency,
  socialSecurity: formatCurrency,
  fromSavings: formatCurrency,
  percent: (percent: number) => formatNumber(percent, 1),
  gainShare: (share: number) => formatNumber(share, 2),
  taxYear: String,
  birthYear: String,
  deathYear: String,
  first: String,
  last: String,
};

const ADVICE = {
  rothConversions: m.adviceRothConversions,
  taxableFirst: m.adviceTaxableFirst,
  planForRmds: m.advicePlanForRmds,
  reviewYearly: m.adviceReviewYearly,
};

/** One of the recommendations under the plan. */
export const adviceWords = (fact: PlannerAdvice): string => phrase(fact, ADVICE, FORMATS);

const LABELS = {
  taxYear: m.assumedTaxYear,
  age65: m.assumedAge65,
  taxableAccount: m.assumedTaxableAccount,
  rmds: m.assumedRmds,
  incomeNeed: m.assumedIncomeNeed,
  growth: m.assumedGrowth,
  horizon: m.assumedHorizon,
  socialSecurity: m.assumedSocialSecurity,
  medicare: m.assumedMedicare,
  ifOneDies: m.assumedIfOneDies,
};
const VALUES = {
  taxYear: m.taxYearValue,
  age65: m.age65Value,
  taxableAccount: m.taxableAccountValue,
  rmds: m.rmdsValue,
  incomeNeed: m.incomeNeedValue,
  growth: m.growthValue,
  horizon: m.horizonValue,
  socialSecurity: m.socialSecurityValue,
  medicare: m.medicareValue,
  ifOneDies: m.ifOneDiesValue,
};
const FORMULAS = {
  needFromSavings: m.formulaNeedFromSavings,
  beforeRmds: m.formulaBeforeRmds,
  fromRmds: m.formulaFromRmds,
  taxableIncome: m.formulaTaxableIncome,
  medicareSurcharge: m.formulaMedicareSurcharge,
  afterTax: m.formulaAfterTax,
  taxEfficiency: m.formulaTaxEfficiency,
};
const WIDOW_ERRORS = { beforeStart: m.widowBeforeStart, afterEnd: m.widowAfterEnd };

/** "How this is calculated": each assumption as a labelled line, its source as the rules cite it; each formula. */
export const { assumptionWords, formulaWords, explanationWords } = explanationPhrases<
  PlannerAssumption,
  PlannerFormula
>({
  labels: LABELS,
  values: VALUES,
  formulas: FORMULAS,
  formats: FORMATS,
});

/** What is wrong with the year of death entered, and what to enter instead. */
export const widowErrorWords = (error: WidowError): string => phrase(error, WIDOW_ERRORS, FORMATS);
