import { DOWNSIZING_BOUNDS as b } from '../../finance/home/downsizingBounds';
import type { DownsizingInput } from '../../finance/home/downsizing';
import { DS_FALLBACK_INPUTS } from '../../finance/rules/home/downsizing';
import { defineToolFields, fromAnswer, type FormDefaults } from '../shared/core/toolFields';

/**
 * The form's starting figures: SPEC §9 leaves downsizing figures unstated, so these are the product's own model, the
 * same the calculation takes for a missing input (DS_FALLBACK_INPUTS in rules/home/downsizing.ts, their one home).
 */
export const DEFAULTS: FormDefaults<DownsizingInput> = { ...DS_FALLBACK_INPUTS };
const money = { kind: 'money', min: b.money.min, max: b.money.max, decimals: 0 } as const;
const percent = {
  kind: 'number',
  min: b.percent.min,
  max: b.percent.max,
  step: b.percent.step,
  decimals: 1,
  unit: '%',
} as const;

/** The downsizing calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  { id: 'currentHomeValue', label: 'Expected sale price', ...money, myDetails: fromAnswer('homeValue', 'home value') },
  {
    id: 'currentMortgageBalance',
    label: 'Mortgage still owed',
    ...money,
    hint: 'Enter 0 if the home is paid off.',
    myDetails: fromAnswer('mortgageBalance'),
  },
  { id: 'currentMortgagePayment', label: 'Monthly mortgage payment', ...money, hint: 'Principal and interest only.' },
  {
    id: 'sellingCostPercent',
    label: 'Selling costs',
    ...percent,
    hint: 'Agent commission and closing costs; about 6 percent is common.',
  },
  { id: 'currentPropertyTaxRate', label: 'Property tax rate (per year, share of value)', ...percent },
  { id: 'currentInsurance', label: 'Home insurance (per year)', ...money },
  { id: 'currentUtilities', label: 'Utilities (per month)', ...money },
  { id: 'currentHoa', label: 'HOA dues (per month)', ...money, hint: 'Enter 0 if none.' },
  { id: 'newHomePrice', label: 'Price of the new home', ...money },
  {
    id: 'newMortgagePayment',
    label: 'New monthly mortgage payment',
    ...money,
    hint: 'Principal and interest. Enter 0 if you will buy outright.',
  },
  {
    id: 'buyingCostPercent',
    label: 'Buying costs',
    ...percent,
    hint: 'Closing costs on the purchase; about 2 percent is common.',
  },
  { id: 'newPropertyTaxRate', label: 'New property tax rate (per year, share of value)', ...percent },
  { id: 'newInsurance', label: 'New home insurance (per year)', ...money },
  { id: 'newUtilities', label: 'New utilities (per month)', ...money },
  { id: 'newHoa', label: 'New HOA dues (per month)', ...money, hint: 'Enter 0 if none.' },
  { id: 'movingCosts', label: 'Moving costs', ...money },
  {
    id: 'maintenancePercent',
    label: 'Maintenance (per year, share of home value)',
    ...percent,
    hint: 'About 1 percent a year is a common rule of thumb.',
  },
]);
