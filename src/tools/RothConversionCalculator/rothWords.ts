/**
 * The Roth engine's verdict (src/finance/tax/roth.ts keeps SPEC §4's three words as codes) in the
 * reader's language, from this folder's catalogs. "How this is calculated" is worded in explanation.ts,
 * fetched after the first draw (RothHowCalculated.tsx).
 */
import type { RothRecommendation } from '../../finance/tax/roth';
import * as m from './messages';

const VERDICTS: Record<RothRecommendation, () => string> = {
  Favorable: m.favorable,
  'Not Favorable': m.notFavorable,
  Neutral: m.neutral,
};

/** The verdict (SPEC §4's three words, kept by the engine as codes) in the reader's language. */
export const verdictWords = (recommendation: RothRecommendation): string => VERDICTS[recommendation]();
