import { calculateLtc } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { projecting } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** LTC insurance calculator inputs and key results in a scenario comparison (each choice in the form's words). */
export const scenario = projecting(
  scenarioFromFields(DEFAULTS, FIELDS, calculateLtc, [
    ['totalCareCost', m.totalLabel, 'currency'],
    ['monthlyPremium', m.monthlyPremiumLabel, 'currency'],
    ['potentialSavings', () => m.savingsLabel({ dollars: '' }), 'currency'],
  ]),
);
