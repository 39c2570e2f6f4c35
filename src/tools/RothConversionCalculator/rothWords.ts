/**
 * The Roth engine's facts (src/finance/tax/roth.ts: which line, which figures) in the reader's
 * language, from this folder's catalogs (src/i18n/phrase.ts). Money is formatted here, by the kit's
 * formatter; percents as the engine gives them, to one decimal.
 */
import { formatCurrency, formatNumber } from '../../kit/format';
import type { RothAssumption, RothFormula, RothRecommendation } from '../../finance/tax/roth';
import type { FactFormats } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

const percent = (n: number) => formatNumber(n, 1);

/** How each figure of a fact reads, by its name. */
const FORMATS: FactFormats = {
  rate: percent,
  bracket: percent,
  returnRate: percent,
  iraBalance: formatCurrency,
  people: (people: number) => (people === 2 ? 'couple' : 'one'),
};

const LABELS = {
  ...m.assumedById,
  taxFromIncome: m.assumedTax,
  taxFromBracket: m.assumedTax,
  clamped: m.assumedConversion,
};

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords, explanationWords } = explanationPhrases<RothAssumption, RothFormula>({
  labels: LABELS,
  values: m.valueById,
  formulas: m.formulaById,
  formats: FORMATS,
});

const VERDICTS: Record<RothRecommendation, () => string> = {
  Favorable: m.favorable,
  'Not Favorable': m.notFavorable,
  Neutral: m.neutral,
};

/** The verdict (SPEC §4's three words, kept by the engine as codes) in the reader's language. */
export const verdictWords = (recommendation: RothRecommendation): string => VERDICTS[recommendation]();
