/**
 * The home equity engine's facts (src/finance/home/homeEquity.ts: which line, which figures) in the
 * reader's language, from this folder's catalogs (src/i18n/phrase.ts). Numbers go through the kit's formatter.
 */
import { formatNumber } from '../../kit/format';
import type { EquityStatus, HomeEquityAssumption, HomeEquityFormula } from '../../finance/home/homeEquity';
import type { FactFormats } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

/** A rate or a number of years as typed: 4.5, 7, 12. */
const asTyped = (n: number) => formatNumber(n, 3);

const FORMATS: FactFormats = {
  maxLtv: asTyped,
  annualAppreciation: asTyped,
  interestRate: asTyped,
  yearsRemaining: asTyped,
  loanTerm: asTyped,
};

/** SPEC §4's status band in words: "Excellent equity position", "Good", "Limited". */
export const statusWords = (status: EquityStatus): string => m.statusById[status]();

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<HomeEquityAssumption, HomeEquityFormula>({
  labels: m.assumedById,
  values: m.valueById,
  formulas: m.formulaById,
  formats: FORMATS,
});
