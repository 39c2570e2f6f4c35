import { calculateHsa } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { projecting } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

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
export const scenario = projecting(
  scenarioFromFields(DEFAULTS, FIELDS, keyResults, [
    ['projectedBalance', () => m.balanceLabel({ dollars: '' }), 'currency'],
    ['taxSavingsThisYear', m.savingsLabel, 'currency'],
    ['taxSavingsLifetime', () => m.lifetimeLabel({ dollars: '' }), 'currency'],
  ]),
);
