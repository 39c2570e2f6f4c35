/**
 * The tax and widow's-tax engines' facts (src/finance/tax/taxImpact.ts, widowsTax.ts: which line,
 * which figures) in the reader's language, from this folder's catalogs (src/i18n/phrase.ts). Money is
 * formatted here, by the kit's formatter.
 */
import { formatCurrency } from '../../kit/format';
import type { TaxImpactAssumption, TaxImpactFormula } from '../../finance/tax/taxImpact';
import type {
  WidowsTaxAssumption,
  WidowsTaxError,
  WidowsTaxFormula,
  WidowsTaxWarning,
} from '../../finance/tax/widowsTax';
import { phrase, type FactFormats } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

const FORMATS: FactFormats = {
  basic: formatCurrency,
  additional65: formatCurrency,
  senior: formatCurrency,
  spouseSocialSecurity: formatCurrency,
  total: formatCurrency,
};

const LABELS = {
  ...m.assumedById,
  standardDeduction: m.assumedDeduction,
  spousesJoint: m.assumedSpouses,
  spousesSeparate: m.assumedSpouses,
  spousesOwnAge: m.assumedSpouses,
  separateBase: m.assumedSeparate,
  creditsAndState: m.assumedCredits,
};
const VALUES = {
  ...m.valueById,
  standardDeduction: m.deductionValue,
  separateBase: m.separateValue,
  creditsAndState: m.creditsValue,
};
const PROBLEMS = {
  beforeTaxYear: m.errorBeforeTaxYear,
  pastHorizon: m.errorPastHorizon,
  spouseAboveTotal: m.warningSpouseAboveTotal,
};

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<
  TaxImpactAssumption | WidowsTaxAssumption,
  TaxImpactFormula | WidowsTaxFormula
>({
  labels: LABELS,
  values: VALUES,
  formulas: m.formulaById,
  formats: FORMATS,
});

/** A year of death the tool cannot use, or an input it adjusted, in one sentence. */
export const problemWords = (fact: WidowsTaxError | WidowsTaxWarning): string => phrase(fact, PROBLEMS, FORMATS);
