import { fieldReader, readNumber, round2 } from '../core/num';
import { LIFE_INSURANCE_BOUNDS } from './lifeInsuranceBounds';
import { LI_FALLBACK_INPUTS } from '../rules/estate/lifeInsurance';
import { OWN_MODEL_SOURCE } from '../rules/core/ownModel';

/** A part of the need (DIME) or a resource already in place, by name; the tool words it. */
export type LifeInsuranceLineId =
  'incomeReplacement' | 'debts' | 'mortgage' | 'finalExpenses' | 'education' | 'existingCoverage' | 'liquidAssets';

/** One line of "How this is calculated", as a fact the tool words (src/i18n/phrase.ts). */
export type LifeInsuranceAssumption =
  { id: 'incomeReplaced'; years: number; rate: number } | { id: 'method'; source: string } | { id: 'notIncluded' };

export type LifeInsuranceFormula = { id: 'incomeReplacement' } | { id: 'totalNeeds' } | { id: 'coverageNeeded' };

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

export interface LifeInsuranceResult {
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
  breakdown: { id: LifeInsuranceLineId; amount: number; kind: 'need' | 'resource' }[];
  assumptions: LifeInsuranceAssumption[];
  formulas: LifeInsuranceFormula[];
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
    { id: 'incomeReplacement', amount: round2(incomeReplacement), kind: 'need' },
    { id: 'debts', amount: round2(debts), kind: 'need' },
    { id: 'mortgage', amount: round2(mortgage), kind: 'need' },
    { id: 'finalExpenses', amount: round2(finalExpenses), kind: 'need' },
    { id: 'education', amount: round2(education), kind: 'need' },
    { id: 'existingCoverage', amount: round2(existingCoverage), kind: 'resource' },
    { id: 'liquidAssets', amount: round2(liquidAssets), kind: 'resource' },
  ];
  const assumptions: LifeInsuranceAssumption[] = [
    { id: 'incomeReplaced', years: yearsOfIncome, rate: incomeGrowthRate },
    { id: 'method', source: OWN_MODEL_SOURCE },
    { id: 'notIncluded' },
  ];
  const formulas: LifeInsuranceFormula[] = [
    { id: 'incomeReplacement' },
    { id: 'totalNeeds' },
    { id: 'coverageNeeded' },
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
