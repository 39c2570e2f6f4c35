import { useId, type ReactNode, type Ref } from 'react';
import * as s from './ResultsRegion.css';

export interface ResultsRegionProps {
  /** The heading (default "Your results"). */
  title?: string;
  /** Heading level: 3 inside a Frame (whose title is the h2). */
  headingLevel?: 2 | 3 | 4;
  /** Shown instead of children when there is nothing to show yet. */
  emptyMessage?: ReactNode;
  /** "empty" shows `emptyMessage`; default "ready". */
  status?: 'empty' | 'ready';
  /** The results: cards, lists, charts. */
  children?: ReactNode;
  /** The `<section>` element. */
  ref?: Ref<HTMLElement>;
}

/**
 * Every tool's results: a titled region that is also a polite live region, so changed figures
 * are read out without moving the visitor's focus.
 */
export function ResultsRegion({
  title = 'Your results',
  headingLevel = 3,
  emptyMessage,
  status = 'ready',
  children,
  ref,
}: ResultsRegionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} className={s.region} aria-labelledby={headingId} aria-live="polite" data-state={status}>
      <Heading className={s.heading} id={headingId}>
        {title}
      </Heading>
      {status === 'empty' ? <p className={s.empty}>{emptyMessage}</p> : children}
    </section>
  );
}
