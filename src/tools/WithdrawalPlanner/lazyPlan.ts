import { onDemand } from '../shared/onDemand';
import { scenarioFromFields } from '../shared/toolFields';
import { DEFAULTS, FIELDS, PLAN_RESULTS } from './fields';
import type { computePlan as ComputePlan } from './plan';

/**
 * The planner's page without its calculation: the plan, and the tax, IRMAA and Social Security rules
 * behind it (≈ 5 KB gzipped), are fetched when the reader presses Calculate or works in the tool, not
 * while the page loads (the article page was over the 120 KB JS-before-idle budget with them).
 */
const planPart = onDemand(() => import('./plan'));

/** Fetches the calculation once: a promise while it is on its way, nothing once `computeLoadedPlan` can run. */
export const loadPlan = planPart.load;

/** The plan, once loadPlan has resolved (useCalculateOnDemand and the scenario panel wait for it). */
export const computeLoadedPlan: typeof ComputePlan = (inputs) => {
  const plan = planPart.get();
  if (!plan) throw new Error('The withdrawal planner’s calculation is used before it has loaded (call loadPlan first).');
  return plan.computePlan(inputs);
};

/** The planner's scenario descriptor for its own page: the comparison loads the calculation first. */
export const plannerScenario = { ...scenarioFromFields(DEFAULTS, FIELDS, PLAN_RESULTS, computeLoadedPlan), prepare: loadPlan };
