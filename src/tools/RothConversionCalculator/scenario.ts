import { calculateRothConversion } from '../../finance';
import { scenarioFromFields } from '../shared/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** Roth conversion calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(DEFAULTS, FIELDS, [
  ['taxCost', 'Tax you pay now on the conversion', 'currency'],
  ['rothValue', 'Roth IRA value at retirement', 'currency'],
  ['netBenefit', 'Net benefit of converting', 'currency'],
], calculateRothConversion);
