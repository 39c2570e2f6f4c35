import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../cx';
import { visuallyHidden as hiddenClass } from './LiveRegion.css';

export interface LiveRegionProps extends HTMLAttributes<HTMLDivElement> {
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
export const LiveRegion = forwardRef<HTMLDivElement, LiveRegionProps>(function LiveRegion(
  { politeness = 'polite', visuallyHidden = false, className, children, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
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
});
