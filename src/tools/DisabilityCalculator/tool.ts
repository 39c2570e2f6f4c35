import { defineTool } from '../defineTool';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';

export const tool = defineTool({
  id: 'disability',
  title: 'Disability Insurance Calculator',
  description: 'Estimate the income protection you may need and what it might cost.',
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  load: () => import('./DisabilityCalculator').then((m) => ({ default: m.DisabilityCalculator })),
});
