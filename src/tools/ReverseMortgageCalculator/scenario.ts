import { calculateReverseMortgage } from '../../finance';
import { todayIso } from '../shared/form/today';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** Reverse mortgage calculator inputs and key results in a scenario comparison (both sides as of today). */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  (inputs) => calculateReverseMortgage({ ...inputs, today: todayIso() }),
  [
    ['principalLimit', m.principalLimitLabel, 'currency'],
    ['netAvailable', m.availableLabel, 'currency'],
    ['monthlyTenurePayment', m.tenureLabel, 'currency'],
  ],
);
