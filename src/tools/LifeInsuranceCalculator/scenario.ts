import { calculateLifeInsuranceNeed } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** Life insurance needs calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['coverageNeeded', 'Extra life insurance to consider', 'currency'],
    ['totalNeeds', 'Total needs', 'currency'],
    ['totalResources', 'Resources already in place', 'currency'],
  ],
  calculateLifeInsuranceNeed,
);
