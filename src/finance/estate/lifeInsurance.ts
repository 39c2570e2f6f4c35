import { fieldReader, readNumber, round2 } from '../core/num';
import type { Assumption, Explained } from '../core/types';
import { LIFE_INSURANCE_BOUNDS } from './lifeInsuranceBounds';
import { LI_FALLBACK_INPUTS } from '../rules/estate/lifeInsurance';

export interface LifeInsuranceInput {
  annualIncome: number;
  /** Years your income would need replacing. */
  yearsOfIncome: number;
  /** Yearly growth of the replaced income (inflation), percent. */
  incomeGrowthRate: number;
  /** Debts other than the mortgage. */
  totalDebts: number;
  mortgageBalance: number;
  finalExpenses: number;
  educationCosts: number;
  existingCoverage: number;
  /** Savings and investments your family could use. */
  liquidAssets: number;
}

export interface LifeInsuranceResult extends Explained {
  incomeReplacement: number;
  debts: number;
  mortgage: number;
  finalExpenses: number;
  education: number;
  totalNeeds: number;
  existingCoverage: number;
  liquidAssets: number;
  totalResources: number;
  /** Total needs − resources, at least 0. */
  coverageNeeded: number;
  /** Resources beyond needs (0 when there is a need). */
  surplus: number;
  breakdown: { label: string; amount: number; kind: 'need' | 'resource' }[];
}

export { LIFE_INSURANCE_BOUNDS };

/** Sum of `years` payments starting at `amount` and growing by `growth` a year (whole years, a partial last year pro rata). */
export function growingSum(amount: number, growth: number, years: number): number {
  let total = 0;
  const whole = Math.floor(years);
  for (let k = 0; k < whole; k++) total += amount * Math.pow(1 + growth, k);
  total += amount * Math.pow(1 + growth, whole) * (years - whole);
  return total;
}

/**
 * DIME-style needs analysis: income replacement (growing with inflation, not discounted) + debts + mortgage
 * + final expenses + education − existing coverage − liquid assets, floored at 0.
 */
export function calculateLifeInsuranceNeed(
  input: Partial<Record<keyof LifeInsuranceInput, unknown>> = {},
): LifeInsuranceResult {
  const d = LI_FALLBACK_INPUTS;
  const B = LIFE_INSURANCE_BOUNDS;
  const read = fieldReader(input, B, d);
  const money = (key: keyof LifeInsuranceInput): number => readNumber(input[key], B.money.min, B.money.max, d[key]);
  const annualIncome = money('annualIncome');
  const yearsOfIncome = read('yearsOfIncome');
  const incomeGrowthRate = read('incomeGrowthRate');
  const debts = money('totalDebts');
  const mortgage = money('mortgageBalance');
  const finalExpenses = money('finalExpenses');
  const education = money('educationCosts');
  const existingCoverage = money('existingCoverage');
  const liquidAssets = money('liquidAssets');

  const incomeReplacement = growingSum(annualIncome, incomeGrowthRate / 100, yearsOfIncome);
  const totalNeeds = incomeReplacement + debts + mortgage + finalExpenses + education;
  const totalResources = existingCoverage + liquidAssets;
  const coverageNeeded = Math.max(0, totalNeeds - totalResources);
  const surplus = Math.max(0, totalResources - totalNeeds);

  const breakdown: LifeInsuranceResult['breakdown'] = [
    { label: 'Income replacement', amount: round2(incomeReplacement), kind: 'need' },
    { label: 'Debts', amount: round2(debts), kind: 'need' },
    { label: 'Mortgage', amount: round2(mortgage), kind: 'need' },
    { label: 'Final expenses', amount: round2(finalExpenses), kind: 'need' },
    { label: 'Education', amount: round2(education), kind: 'need' },
    { label: 'Existing life insurance', amount: round2(existingCoverage), kind: 'resource' },
    { label: 'Savings and investments', amount: round2(liquidAssets), kind: 'resource' },
  ];
  const assumptions: Assumption[] = [
    {
      label: 'Income replaced',
      value: `${yearsOfIncome} years, growing ${incomeGrowthRate} % a year; not discounted for investment returns`,
    },
    {
      label: 'Method',
      value: 'DIME needs analysis (Debt, Income, Mortgage, Education)',
      source: 'Evergreen’s own educational model, not market prices',
    },
    { label: 'Not included', value: 'Social Security survivor benefits, taxes on investment income, future savings' },
  ];
  const formulas = [
    'Income replacement = Σ income × (1 + growth)^k for k = 0 … years − 1',
    'Total needs = income replacement + debts + mortgage + final expenses + education',
    'Coverage needed = total needs − existing coverage − liquid assets, at least 0',
  ];
  return {
    incomeReplacement: round2(incomeReplacement),
    debts: round2(debts),
    mortgage: round2(mortgage),
    finalExpenses: round2(finalExpenses),
    education: round2(education),
    totalNeeds: round2(totalNeeds),
    existingCoverage: round2(existingCoverage),
    liquidAssets: round2(liquidAssets),
    totalResources: round2(totalResources),
    coverageNeeded: round2(coverageNeeded),
    surplus: round2(surplus),
    breakdown,
    assumptions,
    formulas,
  };
}
