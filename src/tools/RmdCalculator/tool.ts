import { defineTool } from '../defineTool';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { RMD_BOUNDS } from '../../finance/tax/rmd';

export const tool = defineTool({
  id: 'rmd',
  title: 'Required Minimum Distribution Calculator',
  description: 'Estimate the smallest amount the IRS requires you to take from your retirement accounts.',
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  years: RMD_BOUNDS.taxYears,
  load: () => import('./RmdCalculator').then((m) => ({ default: m.RmdCalculator })),
});
