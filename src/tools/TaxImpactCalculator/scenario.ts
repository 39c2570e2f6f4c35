import { calculateTaxImpact } from '../../finance/tax/taxImpact';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import { widowPart } from './widowLoader';

/** The estimate from the form's inputs. */
export const computeTaxImpact = (inputs: typeof DEFAULTS) => calculateTaxImpact(inputs);

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
    // The survivor's rows once the widow's-tax calculation is here (prepare); without a year of death there are none.
    (inputs) => ({ ...computeTaxImpact(inputs), ...widowPart.get()?.survivorFirstYear(inputs) }),
  ),
  prepare: widowPart.load,
};
