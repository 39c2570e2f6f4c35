import { useEffect, useState } from 'react';
import { ProgressBar } from '../kit';
import * as styles from './ArticlePage.css';
import * as m from './messages';

/** Percent of the page scrolled, clamped 0–100 (SPEC §2: the article viewer shows a reading-progress bar at the top). */
export function scrollPercent(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (!(scrollable > 0)) return 0;
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
}

export function ReadingProgress() {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const doc = document.documentElement;
        setPercent(Math.round(scrollPercent(window.scrollY, doc.scrollHeight, window.innerHeight)));
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return (
    <div className={styles.progressFixed} data-print="hide">
      <ProgressBar value={percent} variant="reading" label={m.readingProgress()} />
    </div>
  );
}
