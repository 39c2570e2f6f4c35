import { defineTool } from '../defineTool';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';

export const tool = defineTool({
  id: 'healthcare-cost',
  title: 'Healthcare Cost Calculator',
  description: 'Estimate what health care may cost you each year in retirement and in total.',
  frame: 'green',
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  load: () => import('./HealthcareCostCalculator').then((m) => ({ default: m.HealthcareCostCalculator })),
});
