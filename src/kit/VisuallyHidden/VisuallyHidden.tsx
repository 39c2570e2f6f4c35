import { forwardRef, type HTMLAttributes } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for assistive technology only: present in the accessibility tree, invisible on screen. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { className, ...rest },
  ref,
) {
  const classes = [visuallyHidden, className].filter(Boolean).join(' ');
  return <span ref={ref} className={classes} {...rest} />;
});
