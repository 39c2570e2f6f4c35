import { compareClaimingAges } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { projecting } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** The key results the comparison shows: the checks at 62 and 70, and the claiming age that adds up to the most. */
function keyResults(inputs: typeof DEFAULTS) {
  const r = compareClaimingAges(inputs);
  const at = (age: number) => r.rows.find((row) => row.claimAge === age);
  return {
    monthlyAt62: at(62)?.monthlyBenefit ?? 0,
    monthlyAt70: at(70)?.monthlyBenefit ?? 0,
    bestClaimAge: r.bestClaimAge,
    bestLifetime: at(r.bestClaimAge)?.lifetimeBenefits ?? 0,
  };
}

/** Social Security claiming-age inputs and key results in a scenario comparison. */
export const scenario = projecting(
  scenarioFromFields(DEFAULTS, FIELDS, keyResults, [
    ['monthlyAt62', m.rowMonthlyAt62, 'currency'],
    ['monthlyAt70', m.rowMonthlyAt70, 'currency'],
    ['bestClaimAge', m.rowBestClaimAge, 'age'],
    ['bestLifetime', m.rowBestLifetime, 'currency'],
  ]),
);
