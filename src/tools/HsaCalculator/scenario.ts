import { calculateHsa } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** The key results the comparison shows, from the calculation's nested figures. */
function keyResults(inputs: typeof DEFAULTS) {
  const r = calculateHsa(inputs);
  return {
    projectedBalance: r.projectedBalance.retirement,
    taxSavingsThisYear: r.taxSavings.currentYear,
    taxSavingsLifetime: r.taxSavings.lifetime,
  };
}

/** HSA calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['projectedBalance', 'Projected HSA balance at retirement', 'currency'],
    ['taxSavingsThisYear', 'Tax savings this year', 'currency'],
    ['taxSavingsLifetime', 'Tax savings until retirement', 'currency'],
  ],
  keyResults,
);
