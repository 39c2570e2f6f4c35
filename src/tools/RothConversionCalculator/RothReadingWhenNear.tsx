import { Suspense, lazy, useReducer } from 'react';
import { useLoadWhenNear } from '../../kit/useNearViewport';

const RothReading = lazy(() => import('./RothReading'));

/** About the two lists' height on a phone (two headings, nine items of two or three lines). */
const BOX = { minHeight: '36em' };

/**
 * The benefits and considerations (RothReading.tsx), below the tool and out of sight when the page
 * opens on a phone: their code and words are fetched once the page is idle (kit/pageIdle.ts) or as
 * soon as their place comes within 300 px of the viewport, whichever is first
 * (kit/useNearViewport.ts), so they are not among the scripts the page needs before it is idle
 * (issue I2 #38). Until then an empty box of about their height holds their place. Nothing in them
 * takes focus or is announced; printing fetches them too.
 */
export function RothReadingWhenNear() {
  // Wanted for good once asked for: `want` keeps its identity across renders, as the hook needs.
  const [wanted, want] = useReducer(() => true, false);
  const ref = useLoadWhenNear<HTMLDivElement>(want, wanted);
  const box = <div ref={ref} style={BOX} data-reading-loading="" />;
  return <Suspense fallback={box}>{wanted ? <RothReading /> : box}</Suspense>;
}
