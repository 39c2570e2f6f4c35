import { calculateLifeInsuranceNeed } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** Life insurance needs calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(DEFAULTS, FIELDS, calculateLifeInsuranceNeed, [
  ['coverageNeeded', m.coverageNeededLabel, 'currency'],
  ['totalNeeds', m.totalNeedsLabel, 'currency'],
  ['totalResources', m.totalResourcesLabel, 'currency'],
]);
