/**
 * "How this is calculated" in the reader's language: the Roth engine's facts (src/finance/tax/roth.ts:
 * which line, which figures) worded from this folder's catalogs (src/i18n/phrase.ts). Money is formatted
 * here, by the kit's formatter; percents as the engine gives them, to one decimal. The disclosure is
 * closed when the page opens, so these words and their phrasebook are fetched once the page is idle or
 * when the reader reaches for it (RothHowCalculated.tsx), not before the page is idle (issue I2 #38).
 */
import { formatCurrency, formatNumber } from '../../kit/format';
import type { RothAssumption, RothFormula } from '../../finance/tax/roth';
import type { FactFormats } from '../../i18n/phrase';
import * as m from './explanation.messages';
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
