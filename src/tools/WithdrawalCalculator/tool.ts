import { defineTool } from '../defineTool';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { WITHDRAWAL_BOUNDS } from '../../finance/tax/withdrawal';

export const tool = defineTool({
  id: 'withdrawal-calculator',
  title: 'Tax-Efficient Withdrawal Calculator',
  description: "Split a year's income need across your accounts and see the tax it may cost.",
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  years: WITHDRAWAL_BOUNDS.taxYears,
  load: () => import('./WithdrawalCalculator').then((m) => ({ default: m.WithdrawalCalculator })),
});
