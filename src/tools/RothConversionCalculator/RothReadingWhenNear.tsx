import { Suspense, lazy, useEffect, useState } from 'react';
import { afterPageIdle } from '../../kit/pageIdle';
import { useNearViewport } from '../../kit/useNearViewport';

const RothReading = lazy(() => import('./RothReading'));

/** About the two lists' height on a phone (two headings, nine items of two or three lines). */
const BOX = { minHeight: '36em' };

/**
 * The benefits and considerations (RothReading.tsx), below the tool and out of sight when the page
 * opens on a phone: their code and words are fetched once the page is idle (kit/pageIdle.ts) or as
 * soon as their place comes within 300 px of the viewport, whichever is first, so they are not among
 * the scripts the page needs before it is idle (issue I2 #38). Until then an empty box of about their
 * height holds their place. Nothing in them takes focus or is announced; printing fetches them too.
 */
export function RothReadingWhenNear() {
  const { ref, near } = useNearViewport<HTMLDivElement>('300px');
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    if (near) {
      setWanted(true);
      return undefined;
    }
    const want = () => setWanted(true);
    window.addEventListener('beforeprint', want);
    const cancel = afterPageIdle(want);
    return () => {
      cancel();
      window.removeEventListener('beforeprint', want);
    };
  }, [near, wanted]);
  const box = <div ref={ref} style={BOX} data-reading-loading="" />;
  return wanted ? (
    <Suspense fallback={box}>
      <RothReading />
    </Suspense>
  ) : (
    box
  );
}
