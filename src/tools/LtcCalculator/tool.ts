import { defineTool } from '../defineTool';
import { TODAYS_DOLLARS_DEFAULT } from '../shared/layout/TodaysDollars';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';

export const tool = defineTool({
  id: 'ltc-insurance',
  title: 'Long-Term Care Insurance Calculator',
  description: 'Compare the cost of long-term care with the cost of insurance for it.',
  frame: 'green',
  defaults: { ...DEFAULTS, ...TODAYS_DOLLARS_DEFAULT },
  fields: FIELDS,
  scenario,
  load: () => import('./LtcCalculator').then((m) => ({ default: m.LtcCalculator })),
});
