import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { button } from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/** `ref`, `className` and every other prop land on the `<button>`. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** "primary" for the one main action, "secondary" for the others, "link" for a quiet action. */
  variant?: ButtonVariant;
  /** Stretch to the width of its container (narrow screens, dialogs). */
  fullWidth?: boolean;
}

/** A real `<button>`, at least 44 × 44 px, `type="button"` unless told otherwise. */
export function Button({ variant = 'primary', fullWidth = false, type = 'button', className, ...rest }: ButtonProps) {
  return (
    <button type={type} data-variant={variant} className={cx(button({ variant, fullWidth }), className)} {...rest} />
  );
}
