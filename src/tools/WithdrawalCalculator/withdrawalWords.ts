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

/** One of "Things to consider". */
export const adviceWords = (fact: WithdrawalAdvice): string => phrase(fact, m.adviceById, FORMATS);

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<WithdrawalAssumption, WithdrawalFormula>({
  labels: m.assumedById,
  values: m.valueById,
  formulas: m.formulaById,
  formats: FORMATS,
});
