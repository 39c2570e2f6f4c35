import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../cx';
import { visuallyHidden } from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for assistive technology only: present in the accessibility tree, invisible on screen. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { className, ...rest },
  ref,
) {
  const classes = cx(visuallyHidden, className);
  return <span ref={ref} className={classes} {...rest} />;
});
