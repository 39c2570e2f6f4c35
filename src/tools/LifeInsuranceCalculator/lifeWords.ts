/**
 * The life insurance engine's facts (src/finance/estate/lifeInsurance.ts: which part of the need,
 * which line of "How this is calculated") in the reader's language, from this folder's catalogs.
 */
import { formatNumber } from '../../kit/format';
import type {
  LifeInsuranceAssumption,
  LifeInsuranceFormula,
  LifeInsuranceLineId,
} from '../../finance/estate/lifeInsurance';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

const LINES: Record<LifeInsuranceLineId, () => string> = {
  incomeReplacement: m.lineIncomeReplacement,
  debts: m.lineDebts,
  mortgage: m.lineMortgage,
  finalExpenses: m.lineFinalExpenses,
  education: m.lineEducation,
  existingCoverage: m.lineExistingCoverage,
  liquidAssets: m.lineLiquidAssets,
};

/** A part of the need (or a resource) by name. */
export const lineWords = (id: LifeInsuranceLineId): string => LINES[id]();

const LABELS = { ...m.assumedById, incomeReplaced: m.assumedIncome };
const VALUES = { ...m.valueById, incomeReplaced: m.incomeValue };

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<LifeInsuranceAssumption, LifeInsuranceFormula>({
  labels: LABELS,
  values: VALUES,
  formulas: m.formulaById,
  formats: { rate: (rate: number) => formatNumber(rate, 1) },
});
