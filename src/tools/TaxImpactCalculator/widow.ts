import { widowsTax } from '../../finance/tax/widowsTax';
import type { DEFAULTS } from './fields';

/** "If one of us dies in [year]" (joint returns): the survivor's tax and premiums year by year; null when not asked. */
export const computeWidowsTax = (inputs: typeof DEFAULTS) => widowsTax(inputs);

/**
 * The scenario comparison's survivor rows (scenario.ts): the survivor's tax in the first year as
 * single and its change against the two of you living; nothing without a year of death, on a
 * return that is not joint, or for a year the tool refuses (the comparison then says "Does not apply").
 */
export function survivorFirstYear(inputs: typeof DEFAULTS): { survivorTax?: number; survivorTaxChange?: number } {
  const first = computeWidowsTax(inputs)?.years[0];
  return first ? { survivorTax: first.survivorTax, survivorTaxChange: first.taxChange } : {};
}
