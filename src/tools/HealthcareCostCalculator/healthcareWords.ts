/**
 * The healthcare cost engine's facts (src/finance/health/healthcareCost.ts: which advice, which line of
 * "How this is calculated") in the reader's language, from this folder's catalogs.
 */
import { formatCurrency, formatMoneyForInput, formatNumber } from '../../kit/format';
import type { HealthcareAdvice, HealthcareAssumption, HealthcareFormula } from '../../finance/health/healthcareCost';
import { phrase } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

const FORMATS = {
  multiplier: (n: number) => formatNumber(n, 2),
  rate: (n: number) => formatNumber(n, 1),
  year: String,
  partB: (n: number) => `$${formatMoneyForInput(n)}`,
  partD: formatCurrency,
  medigap: formatCurrency,
};

/** One of the recommendations. */
export const adviceWords = (fact: HealthcareAdvice): string => phrase(fact, m.adviceById, FORMATS);

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<HealthcareAssumption, HealthcareFormula>({
  labels: m.assumedById,
  values: m.valueById,
  formulas: m.formulaById,
  formats: FORMATS,
});
