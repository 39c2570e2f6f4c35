/**
 * The LTC engine's facts (src/finance/health/ltc.ts: which advice, which line of "How this is
 * calculated") in the reader's language, from this folder's catalogs (src/i18n/phrase.ts). Every
 * assumption's source is the same: SPEC §9 gives the cost figures as an educational model, not market prices.
 */
import { formatCurrency } from '../../kit/format';
import type { LtcAdvice, LtcAssumption, LtcFormula } from '../../finance/health/ltc';
import type { LtcRegion } from '../../finance/rules/health/ltc';
import { phrase, type FactFormats } from '../../i18n/phrase';
import { REGION_NAMES } from './choiceNames';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

const FORMATS: FactFormats = {
  cost: formatCurrency,
  premium: formatCurrency,
  benefit: formatCurrency,
  lifetime: String,
  region: (region: LtcRegion) => (region === 'national' ? m.nationalAverage() : REGION_NAMES[region]()),
};

/** One of the recommendations. */
export const adviceWords = (fact: LtcAdvice): string => phrase(fact, m.adviceById, FORMATS);

/** "How this is calculated": each assumption as a labelled line (its source the model's), each formula. */
export const { assumptionWords, formulaWords, explanationWords } = explanationPhrases<LtcAssumption, LtcFormula>({
  labels: m.assumedById,
  values: m.valueById,
  formulas: m.formulaById,
  formats: FORMATS,
  source: m.modelSource,
});
