import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { DEFAULTS, FIELDS } from './fields';
import { plannerScenario } from './lazyPlan';
import { PLANNER_BOUNDS } from '../../finance/tax/withdrawalPlannerBounds';

export const tool = defineTool({
  ...meta,
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario: plannerScenario,
  years: PLANNER_BOUNDS.taxYears,
});
