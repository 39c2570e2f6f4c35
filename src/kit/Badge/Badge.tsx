import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../cx';
import { badge, type BadgeVariants } from './Badge.css';

export type BadgeTone = NonNullable<NonNullable<BadgeVariants>['tone']>;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Styling by purpose. The words inside the badge always carry the meaning; tone only adds emphasis. */
  tone?: BadgeTone;
}

/** A short label such as "Calculator", "Beginner" or "Featured". */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', className, ...rest },
  ref,
) {
  return <span ref={ref} data-tone={tone} className={cx(badge({ tone }), className)} {...rest} />;
});
