import { defineTool } from '../defineTool';
import { TODAYS_DOLLARS_DEFAULT } from '../shared/layout/TodaysDollars';
import { DEFAULTS, FIELDS } from './fields';
import { plannerScenario } from './lazyPlan';
import { PLANNER_BOUNDS } from '../../finance/tax/withdrawalPlannerBounds';

export const tool = defineTool({
  id: 'withdrawal-planner',
  title: 'Tax-Efficient Withdrawal Planner',
  description: 'Plan withdrawals from traditional, Roth and taxable accounts, year by year, to the age you choose.',
  defaults: { ...DEFAULTS, ...TODAYS_DOLLARS_DEFAULT },
  fields: FIELDS,
  scenario: plannerScenario,
  years: PLANNER_BOUNDS.taxYears,
  load: () => import('./WithdrawalPlanner').then((m) => ({ default: m.WithdrawalPlanner })),
});
