import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { plannerScenario } from './lazyPlan';
import { PLANNER_BOUNDS } from '../../finance/tax/withdrawalPlannerBounds';

export const tool = defineTool({
  ...meta,
  scenario: plannerScenario,
  years: PLANNER_BOUNDS.taxYears,
});
