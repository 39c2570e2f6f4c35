import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { counter, dot, dotItem, dots, root } from './StepIndicator.css';
import * as m from './messages';

/** `ref`, `className` and every other prop land on the outer `<div>`. */
export interface StepIndicatorProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Current step, 1-based. Clamped to 1…total. */
  current: number;
  /** How many steps there are. */
  total: number;
  /** Optional step titles, read out with each dot. */
  titles?: readonly string[];
  /**
   * 0-based indices of completed steps. Defaults to every step before the current one.
   */
  completed?: readonly number[];
}

type StepState = 'complete' | 'current' | 'upcoming';

/** "Step 2 of 5" in words, plus one dot per step (shape and text, not colour, tell them apart). */
export function StepIndicator({ current, total, titles, completed, className, ...rest }: StepIndicatorProps) {
  const count = Math.max(0, Math.floor(total));
  const now = Math.min(Math.max(1, Math.floor(current)), Math.max(1, count));
  const done = new Set(completed ?? Array.from({ length: now - 1 }, (_, i) => i));
  return (
    <div className={cx(root, className)} {...rest}>
      <p className={counter}>{m.counter({ now, count })}</p>
      <ol className={dots} aria-label={m.label()}>
        {Array.from({ length: count }, (_, i) => {
          const state: StepState = i === now - 1 ? 'current' : done.has(i) ? 'complete' : 'upcoming';
          const title = titles?.[i];
          return (
            <li key={i} className={dotItem} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
              <span className={dot({ state })} aria-hidden="true">
                {state === 'complete' ? m.done() : ''}
              </span>
              <VisuallyHidden>
                {title ? m.stepTitled({ state, number: i + 1, title }) : m.step({ state, number: i + 1 })}
              </VisuallyHidden>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
