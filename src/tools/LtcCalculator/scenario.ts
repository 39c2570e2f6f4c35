import { calculateLtc } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** LTC insurance calculator inputs and key results in a scenario comparison (each choice in the form's words). */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['totalCareCost', 'Total cost of care', 'currency'],
    ['monthlyPremium', 'Estimated monthly premium', 'currency'],
    ['potentialSavings', 'Potential savings with insurance', 'currency'],
  ],
  calculateLtc,
);
