import { planWithdrawals, type TaxYear } from '../../finance';
import { PLANNER_DEFAULTS, type PlannerFilingStatus } from '../../finance/withdrawalPlanner';
import { FILING_STATUS_WORDS, defineScenario } from '../shared/toolScenario';
import { myDetailsFields } from './fields';

/** Multi-year withdrawal planner inputs and key results in a scenario comparison. */
export const scenario = defineScenario(
  { ...PLANNER_DEFAULTS, filingStatus: PLANNER_DEFAULTS.filingStatus as string, taxYear: PLANNER_DEFAULTS.taxYear as number },
  [
    ['currentAge', 'Your age', 'years'],
    ['filingStatus', 'Filing status', 'text', FILING_STATUS_WORDS],
    ['taxYear', 'Tax year', 'year'],
    ['annualIncome', 'Yearly income you need from your savings', 'currency'],
    ['traditionalBalance', 'Traditional IRA and 401(k) balance', 'currency'],
    ['rothBalance', 'Roth IRA and Roth 401(k) balance', 'currency'],
    ['taxableBalance', 'Taxable account balance', 'currency'],
  ],
  [
    ['totalTaxes', 'Total taxes', 'currency'],
    ['totalAfterTaxIncome', 'Total after-tax income', 'currency'],
    ['taxEfficiency', 'Tax efficiency', 'percent'],
  ],
  (inputs) => {
    const r = planWithdrawals({ ...inputs, filingStatus: inputs.filingStatus as PlannerFilingStatus, taxYear: inputs.taxYear as TaxYear });
    return { totalTaxes: r.totalTaxes, totalAfterTaxIncome: r.totalAfterTaxIncome, taxEfficiency: r.taxEfficiency };
  },
  myDetailsFields.fields,
);
