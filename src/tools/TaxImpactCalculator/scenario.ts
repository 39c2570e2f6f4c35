import { calculateTaxImpact } from '../../finance/tax/taxImpact';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import { widowPart } from './widowLoader';
import * as m from './messages';

/** The estimate from the form's inputs. */
export const computeTaxImpact = (inputs: typeof DEFAULTS) => calculateTaxImpact(inputs);

/** The estimate with the survivor's rows once the widow's-tax calculation is here (prepare); without a year of death there are none. */
const withSurvivor = (inputs: typeof DEFAULTS) => ({
  ...computeTaxImpact(inputs),
  ...widowPart.get()?.survivorFirstYear(inputs),
});

/**
 * Tax impact calculator inputs and key results in a scenario comparison. The widow's-tax rows need
 * the calculation fetched on demand (widowLoader.ts): the comparison and My plan load it first.
 */
export const scenario = {
  ...scenarioFromFields(DEFAULTS, FIELDS, withSurvivor, [
    ['totalTax', m.federalTaxLabel, 'currency'],
    ['taxableIncome', m.taxableIncomeLabel, 'currency'],
    ['taxableSocialSecurity', m.taxableSocialSecurityLabel, 'currency'],
    ['survivorTax', m.survivorTaxRow, 'currency', 'optional'],
    ['survivorTaxChange', m.survivorTaxChangeRow, 'currency', 'optional'],
  ]),
  prepare: widowPart.load,
};
