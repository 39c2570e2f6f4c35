import { compareCoupleClaiming } from '../../finance/socialSecurity/socialSecurityCouple';
import { scenarioFromFields } from '../shared/core/toolFields';
import { projecting } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS } from './fields';
import { coupleClaimingInput, thisMonth } from './coupleInput';
import * as c from './couple.messages';

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
export const coupleScenario = projecting(
  scenarioFromFields(DEFAULTS, FIELDS, (inputs) => coupleKeyResults(inputs), [
    ['bestClaimYou', c.rowBestClaimYou, 'age'],
    ['bestClaimSpouse', c.rowBestClaimSpouse, 'age'],
    ['householdWorth', c.rowHouseholdWorth, 'currency'],
    ['survivorIfYouDie', c.rowSurvivorIfYouDie, 'currency'],
    ['survivorIfSpouseDies', c.rowSurvivorIfSpouseDies, 'currency'],
  ]),
);
