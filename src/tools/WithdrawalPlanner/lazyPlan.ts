import { onDemand } from '../shared/layout/onDemand';
import { scenarioFromFields } from '../shared/core/toolFields';
import { projecting } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS, PLAN_RESULTS } from './fields';
import type { computePlan as ComputePlan } from './plan';

/**
 * The planner's page without its calculation: the plan, the tax, IRMAA and Social Security rules
 * behind it, and the view of its results (sentences, tables, chart: planView.ts) are fetched when
 * the reader presses Calculate or works in the tool, not while the page loads (the article page
 * was over the 120 KB JS-before-idle budget with them).
 */
const planPart = onDemand(() => import('./planView'));

/** Fetches the calculation once: a promise while it is on its way, nothing once `loadedPlan` can answer. */
export const loadPlan = planPart.load;

/** The calculation and the results' view, once loadPlan has resolved (there are results only then). */
export function loadedPlan() {
  const plan = planPart.get();
  if (!plan)
    throw new Error('The withdrawal planner’s calculation is used before it has loaded (call loadPlan first).');
  return plan;
}

/** The plan, once loadPlan has resolved (useCalculateOnDemand and the scenario panel wait for it). */
export const computeLoadedPlan: typeof ComputePlan = (inputs) => loadedPlan().computePlan(inputs);

/** The planner's scenario descriptor for its own page: the comparison loads the calculation first. */
export const plannerScenario = projecting({
  ...scenarioFromFields(DEFAULTS, FIELDS, computeLoadedPlan, PLAN_RESULTS),
  prepare: loadPlan,
});
