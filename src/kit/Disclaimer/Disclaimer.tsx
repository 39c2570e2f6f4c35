import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../cx';
import * as s from './Disclaimer.css';

export const DEFAULT_DISCLAIMER =
  'These results are educational estimates only, based on the figures you entered and the assumptions shown. They are not financial, tax, legal or insurance advice. Please consult a licensed professional before making decisions.';

/** `ref`, `className` and every other prop land on the note's `<div>`. */
export interface DisclaimerProps extends ComponentPropsWithRef<'div'> {
  /** Replaces the default wording. */
  children?: ReactNode;
}

/** The estimate-only notice every tool carries (SPEC §1: results are estimates; consult a licensed professional). */
export function Disclaimer({ children, className, ...rest }: DisclaimerProps) {
  return (
    <div className={cx(s.root, className)} role="note" aria-label="Disclaimer" {...rest}>
      {children ?? (
        <p className={s.text}>
          <span className={s.lead}>Important: </span>
          {DEFAULT_DISCLAIMER}
        </p>
      )}
    </div>
  );
}
