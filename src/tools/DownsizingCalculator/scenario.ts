import { calculateDownsizing } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** Downsizing calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(DEFAULTS, FIELDS, calculateDownsizing, [
  ['cashFreed', m.cashFreedLabel, 'currency'],
  ['monthlySavings', m.scenarioSaved, 'currency'],
  ['tenYearDifference', m.scenarioTenYears, 'currency'],
]);
