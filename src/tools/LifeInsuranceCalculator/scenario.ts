import { calculateLifeInsuranceNeed } from '../../finance';
import { LIFE_INSURANCE_DEFAULTS } from '../../finance/lifeInsurance';
import { defineScenario } from '../shared/toolScenario';
import { myDetailsFields } from './fields';

/** Life insurance needs calculator inputs and key results in a scenario comparison. */
export const scenario = defineScenario(
  { ...LIFE_INSURANCE_DEFAULTS },
  [
    ['annualIncome', 'Yearly income to replace', 'currency'],
    ['yearsOfIncome', 'Years of income needed', 'years'],
    ['incomeGrowthRate', 'Yearly rise in living costs', 'percent'],
    ['totalDebts', 'Debts other than the mortgage', 'currency'],
    ['mortgageBalance', 'Mortgage balance', 'currency'],
    ['finalExpenses', 'Funeral and final expenses', 'currency'],
    ['educationCosts', 'Education costs to fund', 'currency'],
    ['existingCoverage', 'Existing life insurance', 'currency'],
    ['liquidAssets', 'Savings and investments your family could use', 'currency'],
  ],
  [
    ['coverageNeeded', 'Extra life insurance to consider', 'currency'],
    ['totalNeeds', 'Total needs', 'currency'],
    ['totalResources', 'Resources already in place', 'currency'],
  ],
  (inputs) => {
    const r = calculateLifeInsuranceNeed(inputs);
    return { coverageNeeded: r.coverageNeeded, totalNeeds: r.totalNeeds, totalResources: r.totalResources };
  },
  myDetailsFields.fields,
);
