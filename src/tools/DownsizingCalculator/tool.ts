import { defineTool } from '../defineTool';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';

export const tool = defineTool({
  id: 'downsizing',
  title: 'Downsizing Calculator',
  description: 'Compare the money freed and the monthly costs of moving to a smaller home.',
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  load: () => import('./DownsizingCalculator').then((m) => ({ default: m.DownsizingCalculator })),
});
