import { calculateHomeEquity } from '../../finance';
import { todayIso } from '../shared/form/today';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** Home equity calculator inputs and key results in a scenario comparison (both sides as of today). */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['currentEquity', 'Equity today', 'currency'],
    ['availableEquity', 'Equity you could borrow against', 'currency'],
    ['totalInterest', 'Interest still to pay', 'currency'],
  ],
  (inputs) => calculateHomeEquity({ ...inputs, today: todayIso() }),
);
