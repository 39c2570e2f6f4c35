import { useEffect, useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';
import { LiveRegion } from '../LiveRegion/LiveRegion';
import * as s from './ResultsRegion.css';
import * as m from './messages';

/**
 * Live tools recalculate on every keystroke; announcing each one would read out "$1", "$10",
 * "$100"… while someone types 1,000. The summary is announced once it has stayed the same
 * this long, which is after the visitor pauses.
 */
export const SUMMARY_SETTLE_MS = 1000;

function useSettledText(text: string, announceKey: unknown, delayMs: number): string {
  // `shown` is what the status holds. It starts empty: the figures on screen when the page
  // opens are not news, and a status that starts empty does not repeat the visible results.
  const [settled, setSettled] = useState({ shown: '', text, key: announceKey });
  useEffect(() => {
    if (text === settled.text && announceKey === settled.key) return undefined;
    // A new key with the same words (Calculate pressed again) must still be heard: empty the
    // status now so that the words arriving again are a change.
    if (announceKey !== settled.key && settled.shown !== '') setSettled({ ...settled, shown: '' });
    const timer = setTimeout(() => setSettled({ shown: text, text, key: announceKey }), delayMs);
    return () => clearTimeout(timer);
  }, [text, announceKey, settled, delayMs]);
  return settled.shown;
}

/** `ref`, `className` and every other prop land on the `<section>`. */
export interface ResultsRegionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The heading (default "Your results"). */
  title?: string;
  /** Heading level: 3 inside a Frame (whose title is the h2). */
  headingLevel?: 2 | 3 | 4;
  /** Shown instead of children when there is nothing to show yet. */
  emptyMessage?: ReactNode;
  /** "empty" shows `emptyMessage`; default "ready". */
  status?: 'empty' | 'ready';
  /**
   * One or two sentences with the key figures, read out politely when they change. Only this
   * is announced: a whole results region (cards, tables, notes) is far too much to hear after
   * every change. Give it in the empty state too when a change of input emptied the results.
   */
  summary?: string;
  /**
   * Changes each time the visitor asks for results (the calculated inputs of a Calculate
   * button), so pressing it again repeats the summary even when the figures are the same.
   */
  announceKey?: unknown;
  /** The results: cards, lists, charts. */
  children?: ReactNode;
}

/**
 * Every tool's results: a titled region, plus an always-mounted, visually hidden polite status
 * that carries the short `summary` once it settles, so changed figures are heard without moving
 * focus and without the whole region being read out.
 */
export function ResultsRegion({
  title = m.title(),
  headingLevel = 3,
  emptyMessage,
  status = 'ready',
  summary,
  announceKey,
  children,
  className,
  ...rest
}: ResultsRegionProps) {
  const headingId = useId();
  const announced = useSettledText(summary ?? '', announceKey, SUMMARY_SETTLE_MS);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(s.region, className)} aria-labelledby={headingId} data-state={status} {...rest}>
      <Heading className={s.heading} id={headingId}>
        {title}
      </Heading>
      <LiveRegion visuallyHidden data-results-summary="">
        {announced}
      </LiveRegion>
      {status === 'empty' ? <p className={s.empty}>{emptyMessage}</p> : children}
    </section>
  );
}
