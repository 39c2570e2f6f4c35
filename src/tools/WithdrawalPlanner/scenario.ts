import { planWithdrawals, type TaxYear } from '../../finance';
import type { PlannerFilingStatus } from '../../finance/withdrawalPlanner';
import { scenarioFromFields } from '../shared/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** Multi-year withdrawal planner inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['totalTaxes', 'Total taxes', 'currency'],
    ['totalAfterTaxIncome', 'Total after-tax income', 'currency'],
    ['taxEfficiency', 'Tax efficiency', 'percent'],
  ],
  (inputs) => {
    const r = planWithdrawals({ ...inputs, filingStatus: inputs.filingStatus as PlannerFilingStatus, taxYear: inputs.taxYear as TaxYear });
    return { totalTaxes: r.totalTaxes, totalAfterTaxIncome: r.totalAfterTaxIncome, taxEfficiency: r.taxEfficiency };
  },
);
