import { calculateHomeEquity } from '../../finance';
import { todayIso } from '../shared/form/today';
import { scenarioFromFields } from '../shared/core/toolFields';
import { projecting } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** The calculation as of today. */
const equityToday = (inputs: typeof DEFAULTS) => calculateHomeEquity({ ...inputs, today: todayIso() });

/** Home equity calculator inputs and key results in a scenario comparison (both sides as of today). */
export const scenario = projecting(
  scenarioFromFields(DEFAULTS, FIELDS, equityToday, [
    ['currentEquity', m.equityTodayLabel, 'currency'],
    ['availableEquity', m.availableLabel, 'currency'],
    ['totalInterest', m.interestLabel, 'currency'],
  ]),
);
