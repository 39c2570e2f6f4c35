/**
 * The disability engine's facts (src/finance/health/disability.ts: which advice or line, which figures) in
 * the reader's language, from this folder's catalogs (src/i18n/phrase.ts).
 */
import { formatCurrency, formatNumber } from '../../kit/format';
import type {
  DisabilityAssumption,
  DisabilityFormula,
  DisabilityRecommendation,
} from '../../finance/health/disability';
import { phrase, type FactFormats } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

/** A premium factor as the model writes it: 1.15, 0.8. */
const factor = (n: number) => formatNumber(n, 3);

const FORMATS: FactFormats = {
  coverageGap: formatCurrency,
  baseRate: formatCurrency,
  unit: (unit: number) => formatNumber(unit),
  capShare: (share: number) => formatNumber(share, 1),
  occupation: factor,
  health: factor,
  elimination: factor,
  benefitPeriod: factor,
  gender: factor,
};

const ASSUMPTION_LABELS = {
  baseRate: (fact: { unit: number }) => m.assumedBaseRate({ unit: formatCurrency(fact.unit) }),
  factors: m.assumedFactors,
  benefitCap: m.assumedBenefitCap,
};

export const recommendationWords = (fact: DisabilityRecommendation): string => phrase(fact, m.recommendById, FORMATS);

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<DisabilityAssumption, DisabilityFormula>({
  labels: ASSUMPTION_LABELS,
  values: m.valueById,
  formulas: m.formulaById,
  formats: FORMATS,
});
