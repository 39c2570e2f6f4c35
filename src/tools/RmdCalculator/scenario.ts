import { calculateRmd } from '../../finance';
import type { RmdTaxYear } from '../../finance/rmd';
import { scenarioFromFields } from '../shared/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** RMD calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['rmdAmount', 'Required minimum distribution for the year', 'currency'],
    ['monthlyAmount', 'Monthly amount', 'currency'],
  ],
  (inputs) => {
    const r = calculateRmd({ ...inputs, taxYear: inputs.taxYear as RmdTaxYear });
    return { rmdAmount: r.rmdAmount, monthlyAmount: r.monthlyAmount };
  },
);
