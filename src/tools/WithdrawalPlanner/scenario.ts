import { planWithdrawals, type TaxYear } from '../../finance';
import type { PlannerFilingStatus } from '../../finance/withdrawalPlanner';
import { scenarioFromFields } from '../shared/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** The plan from the form's inputs (choices are kept as plain strings). */
export const computePlan = (inputs: typeof DEFAULTS) => planWithdrawals({ ...inputs, filingStatus: inputs.filingStatus as PlannerFilingStatus, taxYear: inputs.taxYear as TaxYear });

/** Multi-year withdrawal planner inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(DEFAULTS, FIELDS, [
  ['totalTaxes', 'Total taxes', 'currency'],
  ['totalAfterTaxIncome', 'Total after-tax income', 'currency'],
  ['taxEfficiency', 'Tax efficiency', 'percent'],
  ['totalMedicareSurcharge', 'Total Medicare surcharges', 'currency'],
], computePlan);
