/**
 * The reverse mortgage engine's facts (src/finance/home/reverseMortgage.ts: which sentence, which
 * figures) in the reader's language, from this folder's catalogs (src/i18n/phrase.ts). Money and
 * numbers are formatted here, by the kit's formatter.
 */
import { formatCurrency, formatNumber } from '../../kit/format';
import type {
  ReverseMortgageAssumption,
  ReverseMortgageFormula,
  ReverseMortgageNote,
} from '../../finance/home/reverseMortgage';
import { phrase, type FactFormats } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

/** A rate as HUD's table prints its columns: 18.875, 6.8, 3. */
const rate = (percent: number) => formatNumber(percent, 3);

/** How each figure of a fact reads, by its name. */
const FORMATS: FactFormats = {
  cashToClose: formatCurrency,
  fhaLimit: formatCurrency,
  closingCosts: formatCurrency,
  firstTier: formatCurrency,
  min: formatCurrency,
  max: formatCurrency,
  // Three decimals, as HUD's table prints them: 0.750, 18.875.
  factor: (factor: number) => factor.toFixed(3),
  ceiling: (ceiling: number) => ceiling.toFixed(3),
  expectedRate: rate,
  rate,
  floor: rate,
  firstRate: rate,
  aboveRate: rate,
  share: rate,
  extraShare: rate,
  mipRate: rate,
};

const NOTES = {
  tooYoung: m.noteTooYoung,
  rateAboveTable: m.noteRateAboveTable,
  noHomeValue: () => m.noteNoHomeValue({ zero: formatCurrency(0) }),
  cashToClose: m.noteCashToClose,
  eligible: m.noteEligible,
};

const ASSUMPTION_LABELS = {
  ...m.assumedById,
  noPlfRate: m.assumedPlf,
  noPlfAge: m.assumedPlf,
  upfrontMip: m.upfrontMipLabel,
};

/** The principal limit factor, its row and column, and why they differ from what was entered. */
function plfWords(fact: Extract<ReverseMortgageAssumption, { id: 'plf' }>): string {
  const why: string[] = [];
  if (fact.ageOverRow) why.push(m.plfAgeOverRow({ rowAge: fact.rowAge }));
  if (fact.rateFloor !== null) why.push(m.plfRateFloor({ floor: rate(fact.rateFloor) }));
  if (fact.roundedRate !== null) why.push(m.plfRounded({ rate: rate(fact.roundedRate) }));
  const values = { factor: fact.factor.toFixed(3), rowAge: fact.rowAge, rateColumn: fact.rateColumn };
  return why.length > 0 ? m.plfValueWhy({ ...values, why: why.join('; ') }) : m.plfValue(values);
}

const ASSUMPTION_VALUES = {
  fhaLimit: m.fhaLimitValue,
  plf: m.plfValue,
  noPlfRate: m.noPlfRate,
  noPlfAge: m.noPlfAge,
  upfrontMip: m.upfrontMipValue,
  annualMip: m.annualMipValue,
  origination: m.originationValue,
  firstYearLimit: m.firstYearLimitValue,
  closingCosts: m.closingCostsValue,
};

/** The sentence beside the badge: eligible or not, and why. */
export const noteWords = (note: ReverseMortgageNote): string => phrase(note, NOTES, FORMATS);

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<ReverseMortgageAssumption, ReverseMortgageFormula>({
  labels: ASSUMPTION_LABELS,
  formulas: m.formulaById,
  formats: FORMATS,
  value: (fact) => (fact.id === 'plf' ? plfWords(fact) : phrase(fact, ASSUMPTION_VALUES, FORMATS)),
});
