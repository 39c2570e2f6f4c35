/**
 * The HSA engine's facts (src/finance/health/hsa.ts: which advice, which line of "How this is
 * calculated") in the reader's language, from this folder's catalogs (src/i18n/phrase.ts).
 */
import { formatCurrency, formatNumber } from '../../kit/format';
import type { HsaAdvice, HsaAssumption, HsaFormula } from '../../finance/health/hsa';
import { phrase, type FactFormats } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

const FORMATS: FactFormats = {
  limit: formatCurrency,
  amount: formatCurrency,
  year: String,
  rate: (rate: number) => formatNumber(rate, 1),
};

/** One of the recommendations. */
export const adviceWords = (fact: HsaAdvice): string => phrase(fact, m.adviceById, FORMATS);

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords, explanationWords } = explanationPhrases<HsaAssumption, HsaFormula>({
  labels: m.assumedById,
  values: m.valueById,
  formulas: m.formulaById,
  formats: FORMATS,
});
