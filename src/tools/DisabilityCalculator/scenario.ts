import { calculateDisability } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** Disability calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['monthlyBenefit', 'Monthly benefit', 'currency'],
    ['monthlyPremium', 'Estimated monthly premium', 'currency'],
    ['coverageGap', 'Coverage gap (monthly)', 'currency'],
  ],
  calculateDisability,
);
