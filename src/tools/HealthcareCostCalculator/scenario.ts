import { calculateHealthcareCost } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** Healthcare cost calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['totalEstimatedCost', 'Total estimated cost', 'currency'],
    ['annualCostRetirement', 'Yearly cost when you retire', 'currency'],
    ['ltcExpectedCost', 'Expected long-term care cost', 'currency'],
  ],
  calculateHealthcareCost,
);
