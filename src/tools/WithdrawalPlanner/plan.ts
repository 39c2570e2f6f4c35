import { planWithdrawals } from '../../finance/tax/withdrawalPlanner';
import type { DEFAULTS } from './fields';

/** The plan from the form's inputs: the need in all is the plan's income need (its `annualIncome`). */
export const computePlan = ({ incomeNeedInAll, ...inputs }: typeof DEFAULTS) =>
  planWithdrawals({ ...inputs, annualIncome: incomeNeedInAll });
