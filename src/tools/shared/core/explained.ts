import type { Assumption } from '../../../kit';

// Its own module, not explanationWords.ts: a tool that words its facts itself imports only this, and
// its page does not load the phrasebook code (src/i18n/phrase.ts) before idle.
/** An engine's explanation worded with a tool's assumption and formula words, for the kit's HowCalculated. */
export function explained<A, F>(
  result: { assumptions: readonly A[]; formulas: readonly F[] },
  assumptionWords: (fact: A) => Assumption,
  formulaWords: (formula: F) => string,
): { assumptions: Assumption[]; formulas: string[] } {
  return { assumptions: result.assumptions.map(assumptionWords), formulas: result.formulas.map(formulaWords) };
}
