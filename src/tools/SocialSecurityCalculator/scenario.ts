import { compareClaimingAges } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';

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
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['monthlyAt62', 'Monthly benefit if you claim at 62', 'currency'],
    ['monthlyAt70', 'Monthly benefit if you claim at 70', 'currency'],
    ['bestClaimAge', 'Claiming age with the largest lifetime total', 'age'],
    ['bestLifetime', 'Lifetime total at that age', 'currency'],
  ],
  keyResults,
);
