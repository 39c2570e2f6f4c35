import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../cx';
import * as s from './Disclaimer.css';
import * as m from './messages';

/** The default wording, in the reader's language. */
export const defaultDisclaimer = m.text;

/** `ref`, `className` and every other prop land on the note's `<div>`. */
export interface DisclaimerProps extends ComponentPropsWithRef<'div'> {
  /** Replaces the default wording. */
  children?: ReactNode;
}

/** The estimate-only notice every tool carries (SPEC §1: results are estimates; consult a licensed professional). */
export function Disclaimer({ children, className, ...rest }: DisclaimerProps) {
  return (
    <div className={cx(s.root, className)} role="note" aria-label={m.label()} {...rest}>
      {children ?? (
        <p className={s.text}>
          <span className={s.lead}>{m.lead()} </span>
          {m.text()}
        </p>
      )}
    </div>
  );
}
