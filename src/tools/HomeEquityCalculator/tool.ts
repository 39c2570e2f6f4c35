import { defineTool } from '../defineTool';
import { TODAYS_DOLLARS_DEFAULT } from '../shared/layout/TodaysDollars';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';

export const tool = defineTool({
  id: 'home-equity',
  title: 'Home Equity Calculator',
  description: 'See how much of your home you own today and how that may grow.',
  defaults: { ...DEFAULTS, ...TODAYS_DOLLARS_DEFAULT },
  fields: FIELDS,
  scenario,
  load: () => import('./HomeEquityCalculator').then((m) => ({ default: m.HomeEquityCalculator })),
});
