/**
 * The Roth engine's facts (src/finance/tax/roth.ts: which line, which figures) in the reader's
 * language, from this folder's catalogs (src/i18n/phrase.ts). Money is formatted here, by the kit's
 * formatter; percents as the engine gives them, to one decimal.
 */
import { formatCurrency, formatNumber } from '../../kit/format';
import type { Assumption } from '../../finance/core/types';
import type { RothAssumption, RothFormula, RothRecommendation } from '../../finance/tax/roth';
import { phrase, type FactFormats } from '../../i18n/phrase';
import * as m from './messages';

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
  taxFromIncome: m.assumedTax,
  taxFromBracket: m.assumedTax,
  retirementTax: m.assumedRetirementTax,
  growth: m.assumedGrowth,
  notConverting: m.assumedNotConverting,
  medicare: m.assumedMedicare,
  clamped: m.assumedConversion,
};
const VALUES = {
  taxFromIncome: m.taxFromIncomeValue,
  taxFromBracket: m.taxFromBracketValue,
  retirementTax: m.retirementTaxValue,
  growth: m.growthValue,
  notConverting: m.notConvertingValue,
  medicare: m.medicareValue,
  clamped: m.clampedValue,
};
const FORMULAS = {
  taxCostFromIncome: m.formulaTaxCostFromIncome,
  taxCostFromBracket: m.formulaTaxCostFromBracket,
  rothValue: m.formulaRothValue,
  traditionalValue: m.formulaTraditionalValue,
  taxMoneyKept: m.formulaTaxMoneyKept,
  netBenefit: m.formulaNetBenefit,
};

/** "How this is calculated": each assumption as a labelled line, its source as the rule cites it. */
export function assumptionWords(fact: RothAssumption): Assumption {
  const line: Assumption = { label: LABELS[fact.id](), value: phrase(fact, VALUES, FORMATS) };
  if ('source' in fact) line.source = fact.source;
  return line;
}

export const formulaWords = (formula: RothFormula): string => phrase(formula, FORMULAS, FORMATS);

/** The result's assumptions and formulas, worded, for HowCalculated. */
export const explainedWords = (result: { assumptions: RothAssumption[]; formulas: RothFormula[] }) => ({
  assumptions: result.assumptions.map(assumptionWords),
  formulas: result.formulas.map(formulaWords),
});

const VERDICTS: Record<RothRecommendation, () => string> = {
  Favorable: m.favorable,
  'Not Favorable': m.notFavorable,
  Neutral: m.neutral,
};

/** The verdict (SPEC §4's three words, kept by the engine as codes) in the reader's language. */
export const verdictWords = (recommendation: RothRecommendation): string => VERDICTS[recommendation]();
