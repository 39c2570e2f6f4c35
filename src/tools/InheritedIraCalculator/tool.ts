import { defineTool } from '../defineTool';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { INHERITED_TAX_YEARS } from '../../finance/estate/inheritedIraBounds';

export const tool = defineTool({
  id: 'inherited-ira',
  title: 'Inherited IRA Calculator',
  description: "Find the rule for an IRA you inherited, this year's minimum and the year the account must be empty.",
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  years: INHERITED_TAX_YEARS,
  load: () => import('./InheritedIraCalculator').then((m) => ({ default: m.InheritedIraCalculator })),
});
