import { scenarioFromFields } from '../shared/core/toolFields';
import { projecting } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS, PLAN_RESULTS } from './fields';
import { computePlan } from './plan';

export { computePlan };

/** Multi-year withdrawal planner inputs and key results in a scenario comparison (My plan loads this one). */
export const scenario = projecting(scenarioFromFields(DEFAULTS, FIELDS, computePlan, PLAN_RESULTS));
