import { calculateReverseMortgage } from '../../finance';
import { todayIso } from '../shared/form/today';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** Reverse mortgage calculator inputs and key results in a scenario comparison (both sides as of today). */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['principalLimit', 'Principal limit (the most you can borrow)', 'currency'],
    ['netAvailable', 'Money available to you', 'currency'],
    ['monthlyTenurePayment', 'Monthly payment for life (tenure)', 'currency'],
  ],
  (inputs) => calculateReverseMortgage({ ...inputs, today: todayIso() }),
);
