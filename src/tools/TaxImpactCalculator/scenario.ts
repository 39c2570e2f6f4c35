import { calculateTaxImpact, type FilingStatus, type TaxYear } from '../../finance';
import { scenarioFromFields } from '../shared/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** Tax impact calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['totalTax', 'Federal income tax', 'currency'],
    ['taxableIncome', 'Taxable income', 'currency'],
    ['taxableSocialSecurity', 'Taxable Social Security', 'currency'],
  ],
  (inputs) => {
    const r = calculateTaxImpact({ ...inputs, filingStatus: inputs.filingStatus as FilingStatus, taxYear: inputs.taxYear as TaxYear });
    return { totalTax: r.totalTax, taxableIncome: r.taxableIncome, taxableSocialSecurity: r.taxableSocialSecurity };
  },
);
