import { calculateReverseMortgage } from '../../finance';
import { todayIso } from '../shared/form/today';
import { scenarioFromFields } from '../shared/core/toolFields';
import { projecting } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** Reverse mortgage calculator inputs and key results in a scenario comparison (both sides as of today). */
export const scenario = projecting(
  scenarioFromFields(DEFAULTS, FIELDS, (inputs) => calculateReverseMortgage({ ...inputs, today: todayIso() }), [
    ['principalLimit', m.principalLimitLabel, 'currency'],
    ['netAvailable', m.availableLabel, 'currency'],
    ['monthlyTenurePayment', m.tenureLabel, 'currency'],
  ]),
);
