import { calculateLtc } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** LTC insurance calculator inputs and key results in a scenario comparison (each choice in the form's words). */
export const scenario = scenarioFromFields(DEFAULTS, FIELDS, calculateLtc, [
  ['totalCareCost', m.totalLabel, 'currency'],
  ['monthlyPremium', m.monthlyPremiumLabel, 'currency'],
  ['potentialSavings', () => m.savingsLabel({ dollars: '' }), 'currency'],
]);
