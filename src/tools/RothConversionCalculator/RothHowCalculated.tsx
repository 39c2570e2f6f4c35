import { HowCalculated } from '../../kit';
import { loadOnce, loadedOnce, resetLoadedForTests, useLoaded } from '../../kit/loadedOnce';
import { useLoadAtIdleOrPrint } from '../../kit/useNearViewport';
import type { RothConversionResult } from '../../finance/tax/roth';
import type { todaysDollarsView } from '../shared/layout/TodaysDollars';
import * as m from './messages';

/** The words of "How this is calculated" (explanation.ts), fetched once. */
const words = loadedOnce(() => import('./explanation'));

/** Fetches the words once (the tests load them up front, as a page has them once it is idle). */
export const loadRothExplanation = () => loadOnce(words);

/** Forgets the loaded words, so a test can see what the page holds before they arrive. */
export const resetRothExplanationForTests = () => resetLoadedForTests(words);

/** Before the words arrive: the disclosure's button, its closed content empty. */
const NOT_YET = { formulas: [], assumptions: [] } as const;

export interface RothHowCalculatedProps {
  result: RothConversionResult;
  todays: ReturnType<typeof todaysDollarsView>;
}

/**
 * The kit's HowCalculated with the Roth engine's facts in words. The disclosure opens closed, its content
 * hidden (in the DOM for printing), so its words and their phrasebook (≈ 1 KB gzipped in Spanish) are not
 * among the scripts the page needs before it is idle (issue I2 #38): they are fetched once the page is
 * idle, when printing starts, or as soon as the reader reaches for the button (a pointer over it or a
 * press, a focus by Tab), whichever is first. Until then the button is drawn as always and its hidden
 * content is empty; nothing visible moves when the words arrive.
 */
export function RothHowCalculated({ result, todays }: RothHowCalculatedProps) {
  const loaded = useLoaded(words);
  useLoadAtIdleOrPrint(loadRothExplanation, loaded !== undefined);
  const reach = loaded ? undefined : () => void loadRothExplanation();
  const explained = loaded ? todays.howCalculated(loaded.explanationWords(result), m.valuesAtRetirement()) : NOT_YET;
  return <HowCalculated {...explained} onPointerEnter={reach} onPointerDown={reach} onFocus={reach} />;
}
