import { defineTool } from '../defineTool';
import { TODAYS_DOLLARS_DEFAULT } from '../shared/layout/TodaysDollars';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { REVERSE_MORTGAGE_BOUNDS } from '../../finance/home/reverseMortgage';

export const tool = defineTool({
  id: 'reverse-mortgage',
  title: 'Reverse Mortgage Calculator',
  description: 'Estimate what a Home Equity Conversion Mortgage (HECM) could provide.',
  frame: 'purple',
  defaults: { ...DEFAULTS, ...TODAYS_DOLLARS_DEFAULT },
  fields: FIELDS,
  scenario,
  years: REVERSE_MORTGAGE_BOUNDS.years,
  load: () => import('./ReverseMortgageCalculator').then((m) => ({ default: m.ReverseMortgageCalculator })),
});
