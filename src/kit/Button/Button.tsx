import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from '../cx';
import { button } from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** "primary" for the one main action, "secondary" for the others, "link" for a quiet action. */
  variant?: ButtonVariant;
  /** Stretch to the width of its container (narrow screens, dialogs). */
  fullWidth?: boolean;
  /** The `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

/** A real `<button>`, at least 44 × 44 px, `type="button"` unless told otherwise. */
export function Button({
  variant = 'primary',
  fullWidth = false,
  type = 'button',
  className,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      data-variant={variant}
      className={cx(button({ variant, fullWidth }), className)}
      {...rest}
    />
  );
}
