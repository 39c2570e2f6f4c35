import { defineTool } from '../defineTool';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { TAX_IMPACT_BOUNDS } from '../../finance/tax/taxImpact';

export const tool = defineTool({
  id: 'tax-impact',
  title: 'Retirement Income Tax Impact Calculator',
  description:
    'See how Social Security, pensions and account withdrawals add up to federal income tax, bracket by bracket.',
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  years: TAX_IMPACT_BOUNDS.taxYears,
  load: () => import('./TaxImpactCalculator').then((m) => ({ default: m.TaxImpactCalculator })),
});
