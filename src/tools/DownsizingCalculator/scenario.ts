import { calculateDownsizing } from '../../finance';
import { DOWNSIZING_DEFAULTS } from '../../finance/downsizing';
import { defineScenario } from '../shared/toolScenario';
import { myDetailsFields } from './fields';

/** Downsizing calculator inputs and key results in a scenario comparison. */
export const scenario = defineScenario(
  { ...DOWNSIZING_DEFAULTS },
  [
    ['currentHomeValue', 'Expected sale price', 'currency'],
    ['currentMortgageBalance', 'Mortgage still owed', 'currency'],
    ['currentMortgagePayment', 'Monthly mortgage payment', 'currency'],
    ['sellingCostPercent', 'Selling costs', 'percent'],
    ['currentPropertyTaxRate', 'Property tax rate (per year, share of value)', 'percent'],
    ['currentInsurance', 'Home insurance (per year)', 'currency'],
    ['currentUtilities', 'Utilities (per month)', 'currency'],
    ['currentHoa', 'HOA dues (per month)', 'currency'],
    ['newHomePrice', 'Price of the new home', 'currency'],
    ['newMortgagePayment', 'New monthly mortgage payment', 'currency'],
    ['buyingCostPercent', 'Buying costs', 'percent'],
    ['newPropertyTaxRate', 'New property tax rate (per year, share of value)', 'percent'],
    ['newInsurance', 'New home insurance (per year)', 'currency'],
    ['newUtilities', 'New utilities (per month)', 'currency'],
    ['newHoa', 'New HOA dues (per month)', 'currency'],
    ['movingCosts', 'Moving costs', 'currency'],
    ['maintenancePercent', 'Maintenance (per year, share of home value)', 'percent'],
  ],
  [
    ['cashFreed', 'Cash freed by the move', 'currency'],
    ['monthlySavings', 'Monthly housing cost saved', 'currency'],
    ['tenYearDifference', 'Difference over 10 years', 'currency'],
  ],
  (inputs) => {
    const r = calculateDownsizing(inputs);
    return { cashFreed: r.cashFreed, monthlySavings: r.monthlySavings, tenYearDifference: r.tenYearDifference };
  },
  myDetailsFields.fields,
);
