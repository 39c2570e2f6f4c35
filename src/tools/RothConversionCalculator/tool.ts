import { defineTool } from '../defineTool';
import { TODAYS_DOLLARS_DEFAULT } from '../shared/layout/TodaysDollars';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';

export const tool = defineTool({
  id: 'roth-conversion',
  title: 'Roth Conversion Calculator',
  description: 'Compare converting part of a traditional IRA to a Roth IRA with leaving it where it is.',
  defaults: { ...DEFAULTS, ...TODAYS_DOLLARS_DEFAULT },
  fields: FIELDS,
  scenario,
  load: () => import('./RothConversionCalculator').then((m) => ({ default: m.RothConversionCalculator })),
});
