/**
 * What lazyPlan.ts fetches on demand: the plan's calculation and the view of its results, which
 * appear only after the first Calculate. (scenario.ts imports plan.ts alone, so My plan does not
 * take the view.)
 */
export { computePlan } from './plan';
export * from './results';
