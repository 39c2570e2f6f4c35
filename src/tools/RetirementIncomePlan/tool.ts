import { defineTool } from '../defineTool';
import { DEFAULTS, FIELDS } from './fields';
import { planScenario } from './scenario';

export const tool = defineTool({
  id: 'retirement-income-plan',
  title: 'Will Your Money Last? Retirement Income Plan',
  description: 'Test your savings, spending and Social Security against every market since 1928.',
  frame: 'green',
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario: planScenario,
  load: () => import('./RetirementIncomePlan').then((m) => ({ default: m.RetirementIncomePlan })),
});
