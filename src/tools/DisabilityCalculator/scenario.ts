import { calculateDisability } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** Disability calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(DEFAULTS, FIELDS, calculateDisability, [
  ['monthlyBenefit', m.monthlyBenefitLabel, 'currency'],
  ['monthlyPremium', m.monthlyPremiumLabel, 'currency'],
  ['coverageGap', m.coverageGapLabel, 'currency'],
]);
