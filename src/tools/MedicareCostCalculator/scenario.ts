import { calculateMedicareCost } from '../../finance';
import { scenarioFromFields } from '../shared/toolFields';
import type { ToolScenario } from '../shared/toolScenario';
import { DEFAULTS, FIELDS } from './fields';

/**
 * Medicare cost calculator inputs and key results in a scenario comparison. My details answers
 * none of its fields, so it has no map (and no "Save these to My details" button).
 */
export const scenario: ToolScenario<typeof DEFAULTS> = {
  ...scenarioFromFields(DEFAULTS, FIELDS, [
    ['monthlyTotal', 'Premiums each month', 'currency'],
    ['annualTotal', 'Total for the year', 'currency'],
  ], calculateMedicareCost),
  myDetails: undefined,
};
