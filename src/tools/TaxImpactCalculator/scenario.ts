import { calculateTaxImpact } from '../../finance/taxImpact';
import type { FilingStatus, TaxYear } from '../../finance/types';
import { scenarioFromFields } from '../shared/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** The estimate from the form's inputs (choices are kept as plain strings). */
export const computeTaxImpact = (inputs: typeof DEFAULTS) => calculateTaxImpact({ ...inputs, filingStatus: inputs.filingStatus as FilingStatus, taxYear: inputs.taxYear as TaxYear });

/** Tax impact calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(DEFAULTS, FIELDS, [
  ['totalTax', 'Federal income tax', 'currency'],
  ['taxableIncome', 'Taxable income', 'currency'],
  ['taxableSocialSecurity', 'Taxable Social Security', 'currency'],
], computeTaxImpact);
