import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { badge, type BadgeVariants } from './Badge.css';

export type BadgeTone = NonNullable<NonNullable<BadgeVariants>['tone']>;

/** `ref`, `className` and every other prop land on the `<span>`. */
export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Styling by purpose. The words inside the badge always carry the meaning; tone only adds emphasis. */
  tone?: BadgeTone;
}

/** A short label such as "Calculator", "Beginner" or "Featured". */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span data-tone={tone} className={cx(badge({ tone }), className)} {...rest} />;
}
