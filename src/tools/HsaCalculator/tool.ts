import { defineTool } from '../defineTool';
import { TODAYS_DOLLARS_DEFAULT } from '../shared/layout/TodaysDollars';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { HSA_BOUNDS } from '../../finance/health/hsaBounds';

export const tool = defineTool({
  id: 'hsa',
  title: 'HSA Strategy Calculator',
  description: 'Project a health savings account to retirement and see its tax savings.',
  defaults: { ...DEFAULTS, ...TODAYS_DOLLARS_DEFAULT },
  fields: FIELDS,
  scenario,
  years: HSA_BOUNDS.limitYears,
  load: () => import('./HsaCalculator').then((m) => ({ default: m.HsaCalculator })),
});
