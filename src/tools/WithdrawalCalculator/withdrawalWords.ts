/**
 * The withdrawal engine's facts (src/finance/tax/withdrawal.ts: which advice, which line of "How this
 * is calculated") in the reader's language, from this folder's catalogs.
 */
import { formatCurrency, formatNumber } from '../../kit/format';
import type { WithdrawalAdvice, WithdrawalAssumption, WithdrawalFormula } from '../../finance/tax/withdrawal';
import { rmdAgeWords } from '../../finance/rules/tax/rmdTable';
import { phrase } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

const percent = (n: number) => formatNumber(n, 1);
const FORMATS = {
  rmd: formatCurrency,
  amount: formatCurrency,
  cap: formatCurrency,
  rmdAge: rmdAgeWords,
  year: String,
  rate: percent,
  inflation: percent,
  later: percent,
  now: percent,
  bracket: percent,
  hsaShare: percent,
  share: percent,
};

const ADVICE = {
  convertBeforeRmd: m.adviceConvertBeforeRmd,
  rmdDue: m.adviceRmdDue,
  rmdCovered: m.adviceRmdCovered,
  highRate: m.adviceHighRate,
  lowerLater: m.adviceLowerLater,
  higherLater: m.adviceHigherLater,
  hsaReceipts: m.adviceHsaReceipts,
  shortfall: m.adviceShortfall,
};

/** One of "Things to consider". */
export const adviceWords = (fact: WithdrawalAdvice): string => phrase(fact, ADVICE, FORMATS);

const LABELS = {
  taxYear: m.assumedTaxYear,
  standardDeduction: m.assumedStandardDeduction,
  order: m.assumedOrder,
  taxableGain: m.assumedTaxableGain,
  socialSecurity: m.assumedSocialSecurity,
  projection: m.assumedProjection,
  taxSavings: m.assumedTaxSavings,
  rmdDivisor: m.assumedRmdDivisor,
};
const VALUES = {
  taxYear: m.taxYearValue,
  standardDeduction: m.standardDeductionValue,
  order: m.orderValue,
  taxableGain: m.taxableGainValue,
  socialSecurity: m.socialSecurityValue,
  projection: m.projectionValue,
  taxSavings: m.taxSavingsValue,
  rmdDivisor: m.rmdDivisorValue,
};
const FORMULAS = {
  fromAccounts: m.formulaFromAccounts,
  agi: m.formulaAgi,
  effectiveRate: m.formulaEffectiveRate,
  balance: m.formulaBalance,
  taxSavings: m.formulaTaxSavings,
};

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<WithdrawalAssumption, WithdrawalFormula>({
  labels: LABELS,
  values: VALUES,
  formulas: FORMULAS,
  formats: FORMATS,
});
