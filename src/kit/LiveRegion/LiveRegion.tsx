import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { visuallyHidden as hiddenClass } from './LiveRegion.css';

/** `ref`, `className` and every other prop land on the status `<div>`. */
export interface LiveRegionProps extends ComponentPropsWithRef<'div'> {
  /** `polite` waits for the screen reader to finish; `assertive` interrupts (use sparingly). */
  politeness?: 'polite' | 'assertive';
  /** Keep the announcement off screen (for messages that are already visible elsewhere). */
  visuallyHidden?: boolean;
}

/**
 * A status message that screen readers announce when its text changes. It must be in the page
 * before the text arrives, so render it empty and change its children rather than mounting it
 * with the message already inside.
 */
export function LiveRegion({
  politeness = 'polite',
  visuallyHidden = false,
  className,
  children,
  ...rest
}: LiveRegionProps) {
  return (
    <div
      role="status"
      aria-live={politeness}
      aria-atomic="true"
      data-politeness={politeness}
      className={cx(visuallyHidden ? hiddenClass : undefined, className) || undefined}
      {...rest}
    >
      {children}
    </div>
  );
}
