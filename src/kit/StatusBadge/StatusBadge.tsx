import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../cx';
import * as s from './StatusBadge.css';

export type StatusTone = 'success' | 'warning' | 'critical' | 'neutral';

/** `ref`, `className` and every other prop land on the badge's `<span>`. */
export interface StatusBadgeProps extends ComponentPropsWithRef<'span'> {
  /** "success", "warning", "critical" or "neutral": sets the colour and the shape. */
  tone: StatusTone;
  /** The words are the message; colour and shape only repeat it. */
  children: ReactNode;
}

/** A distinct shape per tone so the meaning survives colour blindness and forced colours. */
function ToneIcon({ tone }: { tone: StatusTone }) {
  const common = { className: s.icon, viewBox: '0 0 20 20', 'aria-hidden': true, focusable: false } as const;
  switch (tone) {
    case 'success': // circle with a tick
      return (
        <svg {...common}>
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path d="M5.5 10.5l3 3 6-6.5" fill="none" stroke="Canvas" strokeWidth="2.5" />
        </svg>
      );
    case 'warning': // triangle with "!"
      return (
        <svg {...common}>
          <path d="M10 1.5L19 18H1z" fill="currentColor" />
          <path d="M10 7v5M10 14v2" stroke="Canvas" strokeWidth="2.2" />
        </svg>
      );
    case 'critical': // octagon with a cross
      return (
        <svg {...common}>
          <path d="M6.2 1h7.6L19 6.2v7.6L13.8 19H6.2L1 13.8V6.2z" fill="currentColor" />
          <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" stroke="Canvas" strokeWidth="2.2" />
        </svg>
      );
    case 'neutral': // square with an "i"
      return (
        <svg {...common}>
          <rect x="1.5" y="1.5" width="17" height="17" rx="3" fill="currentColor" />
          <path d="M10 8.5v6M10 5v1.5" stroke="Canvas" strokeWidth="2.2" />
        </svg>
      );
  }
}

/** A short status in words, with a tone colour and a tone shape. `data-state` is the tone. */
export function StatusBadge({ tone, children, className, ...rest }: StatusBadgeProps) {
  return (
    <span className={cx(s.badge({ tone }), className)} data-state={tone} {...rest}>
      <ToneIcon tone={tone} />
      <span>{children}</span>
    </span>
  );
}
