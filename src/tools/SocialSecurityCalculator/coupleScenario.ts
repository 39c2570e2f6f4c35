import { compareCoupleClaiming } from '../../finance/socialSecurity/socialSecurityCouple';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import { coupleClaimingInput, thisMonth } from './coupleInput';

/** The couple view's key results for one side of a comparison: the best pair, what it is worth, and each survivor benefit. */
export function coupleKeyResults(inputs: typeof DEFAULTS, now: Date = new Date()) {
  const r = compareCoupleClaiming(coupleClaimingInput(inputs, thisMonth(now)));
  return {
    bestClaimYou: r.best.claimA / 12,
    bestClaimSpouse: r.best.claimB / 12,
    householdWorth: r.best.presentValue,
    survivorIfYouDie: r.amounts.survivorB,
    survivorIfSpouseDies: r.amounts.survivorA,
  };
}

/**
 * Couple mode's scenario descriptor: the same inputs as the single view, with the couple results.
 * Its own module, loaded with couple mode (the optimizer stays out of the tool's first load).
 */
export const coupleScenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['bestClaimYou', 'Your claiming age in the best pair', 'age'],
    ['bestClaimSpouse', 'Your spouse’s claiming age in the best pair', 'age'],
    ['householdWorth', 'Household benefits with the best pair, worth today', 'currency'],
    ['survivorIfYouDie', 'Your spouse’s monthly survivor benefit if you die first', 'currency'],
    ['survivorIfSpouseDies', 'Your monthly survivor benefit if your spouse dies first', 'currency'],
  ],
  (inputs) => coupleKeyResults(inputs),
);
