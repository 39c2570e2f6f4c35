import { calculateDownsizing } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** Downsizing calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['cashFreed', 'Cash freed by the move', 'currency'],
    ['monthlySavings', 'Monthly housing cost saved', 'currency'],
    ['tenYearDifference', 'Difference over 10 years', 'currency'],
  ],
  calculateDownsizing,
);
