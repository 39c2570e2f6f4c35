import { calculateHealthcareCost } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** Healthcare cost calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(DEFAULTS, FIELDS, calculateHealthcareCost, [
  ['totalEstimatedCost', m.totalLabel, 'currency'],
  ['annualCostRetirement', m.costAtRetirementLabel, 'currency'],
  ['ltcExpectedCost', m.ltcLabel, 'currency'],
]);
