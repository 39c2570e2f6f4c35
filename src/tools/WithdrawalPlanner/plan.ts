import { planWithdrawals } from '../../finance/withdrawalPlanner';
import type { PlannerFilingStatus } from '../../finance/withdrawalPlannerBounds';
import type { TaxYear } from '../../finance/types';
import type { DEFAULTS } from './fields';

/** The plan from the form's inputs (choices are kept as plain strings). */
export const computePlan = (inputs: typeof DEFAULTS) =>
  planWithdrawals({
    ...inputs,
    filingStatus: inputs.filingStatus as PlannerFilingStatus,
    taxYear: inputs.taxYear as TaxYear,
  });
