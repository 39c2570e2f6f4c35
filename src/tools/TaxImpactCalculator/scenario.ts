import { calculateTaxImpact } from '../../finance/taxImpact';
import type { FilingStatus, TaxYear } from '../../finance/types';
import { scenarioFromFields } from '../shared/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import { widowPart } from './widowLoader';

/** The estimate from the form's inputs (choices are kept as plain strings). */
export const computeTaxImpact = (inputs: typeof DEFAULTS) => calculateTaxImpact({ ...inputs, filingStatus: inputs.filingStatus as FilingStatus, taxYear: inputs.taxYear as TaxYear });

/**
 * The survivor's first year as single ("If one of you dies"), worked out by the tool's own widowsTax
 * once its calculation has loaded (`prepare`); nothing for a scenario without a year of death, a
 * return that is not joint, or a year the tool refuses: the comparison then says "Does not apply".
 */
function survivorFirstYear(inputs: typeof DEFAULTS) {
  const first = widowPart.get()?.computeWidowsTax(inputs)?.years[0];
  return first ? { survivorTax: first.survivorTax, survivorTaxChange: first.taxChange } : {};
}

/**
 * Tax impact calculator inputs and key results in a scenario comparison. The widow's-tax rows need
 * the calculation fetched on demand (widowLoader.ts): the comparison and My plan load it first.
 */
export const scenario = {
  ...scenarioFromFields(
    DEFAULTS,
    FIELDS,
    [
      ['totalTax', 'Federal income tax', 'currency'],
      ['taxableIncome', 'Taxable income', 'currency'],
      ['taxableSocialSecurity', 'Taxable Social Security', 'currency'],
      ['survivorTax', 'Survivor’s tax, first year as single', 'currency', 'optional'],
      ['survivorTaxChange', 'Change in tax after the death, that year', 'currency', 'optional'],
    ],
    (inputs) => ({ ...computeTaxImpact(inputs), ...survivorFirstYear(inputs) }),
  ),
  prepare: widowPart.load,
};
