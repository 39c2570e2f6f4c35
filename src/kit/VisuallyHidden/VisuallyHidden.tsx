import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { visuallyHidden } from './VisuallyHidden.css';

/** Every `<span>` prop; `ref`, `className` and the rest land on the `<span>`. */
export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for assistive technology only: present in the accessibility tree, invisible on screen. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  const classes = cx(visuallyHidden, className);
  return <span className={classes} {...rest} />;
}
