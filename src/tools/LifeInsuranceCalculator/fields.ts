import { LIFE_INSURANCE_BOUNDS as b } from '../../finance/estate/lifeInsuranceBounds';
import type { LifeInsuranceInput } from '../../finance/estate/lifeInsurance';
import { LI_FALLBACK_INPUTS } from '../../finance/rules/estate/lifeInsurance';
import { defineToolFields, fromAnswer, type FormDefaults } from '../shared/core/toolFields';

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
    label: 'Yearly income to replace',
    ...money,
    hint: 'The take-home or gross income your family would lose, per year.',
    myDetails: fromAnswer('workIncomeYearly', 'yearly income from work'),
  },
  {
    id: 'yearsOfIncome',
    label: 'Years of income needed',
    kind: 'number',
    unit: 'years',
    min: b.yearsOfIncome.min,
    max: b.yearsOfIncome.max,
    hint: 'For example, until the youngest child is grown or your partner retires.',
  },
  {
    id: 'incomeGrowthRate',
    label: 'Yearly rise in living costs',
    kind: 'number',
    unit: '%',
    decimals: 1,
    step: b.incomeGrowthRate.step,
    min: b.incomeGrowthRate.min,
    max: b.incomeGrowthRate.max,
    hint: 'Inflation has averaged about 3 percent a year.',
  },
  {
    id: 'totalDebts',
    label: 'Debts other than the mortgage',
    ...money,
    hint: 'Car loans, credit cards, personal loans.',
  },
  {
    id: 'mortgageBalance',
    label: 'Mortgage balance',
    ...money,
    hint: 'Enter 0 if the home is paid off.',
    myDetails: fromAnswer('mortgageBalance'),
  },
  {
    id: 'finalExpenses',
    label: 'Funeral and final expenses',
    ...money,
    hint: 'A typical funeral and estate costs come to about $15,000.',
  },
  {
    id: 'educationCosts',
    label: 'Education costs to fund',
    ...money,
    hint: 'College or school costs you want covered for children or grandchildren.',
  },
  {
    id: 'existingCoverage',
    label: 'Existing life insurance',
    ...money,
    hint: 'Total death benefit of policies you hold, including cover through work.',
  },
  { id: 'liquidAssets', label: 'Savings and investments your family could use', ...money },
]);
