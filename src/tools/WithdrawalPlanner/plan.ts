import { planWithdrawals } from '../../finance/tax/withdrawalPlanner';
import type { DEFAULTS } from './fields';

/** The plan from the form's inputs. */
export const computePlan = (inputs: typeof DEFAULTS) => planWithdrawals(inputs);
