import { calculateHsa } from '../../finance';
import { HSA_DEFAULTS } from '../../finance/hsa';
import { defineScenario } from '../shared/toolScenario';
import { myDetailsFields } from './fields';

/** HSA calculator inputs and key results in a scenario comparison. */
export const scenario = defineScenario(
  { ...HSA_DEFAULTS },
  [
    ['age', 'Your age', 'years'],
    ['coverageType', 'Health plan coverage', 'text', { self: 'Self-only coverage', family: 'Family coverage' }],
    ['limitYear', 'Contribution limits for', 'year'],
    ['currentHSA', 'HSA balance today', 'currency'],
    ['annualContribution', 'Yearly contribution', 'currency'],
    ['healthcareExpenses', 'Yearly healthcare expenses', 'currency'],
    ['retirementAge', 'Age you plan to retire', 'years'],
    ['expectedReturn', 'Expected yearly return', 'percent'],
    ['currentTaxBracket', 'Tax bracket now', 'percent'],
    ['retirementTaxBracket', 'Tax bracket in retirement', 'percent'],
  ],
  [
    ['projectedBalance', 'Projected HSA balance at retirement', 'currency'],
    ['taxSavingsThisYear', 'Tax savings this year', 'currency'],
    ['taxSavingsLifetime', 'Tax savings until retirement', 'currency'],
  ],
  (inputs) => {
    const r = calculateHsa(inputs);
    return { projectedBalance: r.projectedBalance.retirement, taxSavingsThisYear: r.taxSavings.currentYear, taxSavingsLifetime: r.taxSavings.lifetime };
  },
  myDetailsFields.fields,
);
