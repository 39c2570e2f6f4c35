import { LIFE_INSURANCE_BOUNDS as b } from '../../finance/estate/lifeInsuranceBounds';
import type { LifeInsuranceInput } from '../../finance/estate/lifeInsurance';
import { LI_FALLBACK_INPUTS } from '../../finance/rules/estate/lifeInsurance';
import {
  defineToolFields,
  fromAnswer,
  type FormDefaults,
  yearsBetween,
  percentBetween,
} from '../shared/core/toolFields';
import * as m from './messages';

/**
 * The form's starting figures (US$, years, %): the product's own educational model (a DIME needs analysis), the same
 * the calculation takes for a missing input (LI_FALLBACK_INPUTS in rules/estate/lifeInsurance.ts, their one home).
 */
export const DEFAULTS: FormDefaults<LifeInsuranceInput> = { ...LI_FALLBACK_INPUTS };
const money = { kind: 'money', min: b.money.min, max: b.money.max, decimals: 0 } as const;

/** The life insurance needs calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'annualIncome',
    label: m.annualIncomeLabel,
    ...money,
    hint: m.annualIncomeHint,
    myDetails: fromAnswer('workIncomeYearly', 'yearly income from work'),
  },
  { id: 'yearsOfIncome', label: m.yearsOfIncomeLabel, ...yearsBetween(b.yearsOfIncome), hint: m.yearsOfIncomeHint },
  {
    id: 'incomeGrowthRate',
    label: m.incomeGrowthRateLabel,
    ...percentBetween(b.incomeGrowthRate),
    hint: m.incomeGrowthRateHint,
  },
  { id: 'totalDebts', label: m.totalDebtsLabel, ...money, hint: m.totalDebtsHint },
  {
    id: 'mortgageBalance',
    label: m.mortgageBalanceLabel,
    ...money,
    hint: m.mortgageBalanceHint,
    myDetails: fromAnswer('mortgageBalance'),
  },
  { id: 'finalExpenses', label: m.finalExpensesLabel, ...money, hint: m.finalExpensesHint },
  { id: 'educationCosts', label: m.educationCostsLabel, ...money, hint: m.educationCostsHint },
  { id: 'existingCoverage', label: m.existingCoverageLabel, ...money, hint: m.existingCoverageHint },
  { id: 'liquidAssets', label: m.liquidAssetsLabel, ...money },
]);
