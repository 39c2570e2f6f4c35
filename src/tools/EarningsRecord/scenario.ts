import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** The benefit the tool settled on: the COLA letter's amount, or the one worked out from the record. */
export const benefitOf = (inputs: typeof DEFAULTS) => ({
  benefit: inputs.way === 'letter' ? inputs.letterBenefit : inputs.pia,
});

/** Saved scenarios keep the birth date, the choices and the benefit: never the earnings. */
export const scenario = scenarioFromFields(DEFAULTS, FIELDS, benefitOf, [['benefit', m.benefitRow, 'currency']]);
