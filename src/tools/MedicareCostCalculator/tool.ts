import { defineTool } from '../defineTool';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { MEDICARE_COST_BOUNDS } from '../../finance/health/medicareCost';

export const tool = defineTool({
  id: 'medicare-cost',
  title: 'Medicare Cost Calculator',
  description: 'Add up Medicare premiums, deductibles and out-of-pocket costs for a year.',
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  years: MEDICARE_COST_BOUNDS.year.options,
  load: () => import('./MedicareCostCalculator').then((m) => ({ default: m.MedicareCostCalculator })),
});
