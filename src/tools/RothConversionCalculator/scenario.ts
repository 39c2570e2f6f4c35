import { calculateRothConversion } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** The form's inputs through the engine. */
export const computeRoth = (inputs: typeof DEFAULTS) => calculateRothConversion(inputs);

/** Roth conversion calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['taxCost', 'Tax you pay now on the conversion', 'currency'],
    ['rothValue', 'Roth IRA value at retirement', 'currency'],
    ['netBenefit', 'Net benefit of converting', 'currency'],
  ],
  computeRoth,
);
