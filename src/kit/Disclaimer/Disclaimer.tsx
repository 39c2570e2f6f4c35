import type { ReactNode, Ref } from 'react';
import * as s from './Disclaimer.css';

export const DEFAULT_DISCLAIMER =
  'These results are educational estimates only, based on the figures you entered and the assumptions shown. They are not financial, tax, legal or insurance advice. Please consult a licensed professional before making decisions.';

export interface DisclaimerProps {
  /** Replaces the default wording. */
  children?: ReactNode;
  /** The note element. */
  ref?: Ref<HTMLDivElement>;
}

/** The estimate-only notice every tool carries (SPEC §1: results are estimates; consult a licensed professional). */
export function Disclaimer({ children, ref }: DisclaimerProps) {
  return (
    <div ref={ref} className={s.root} role="note" aria-label="Disclaimer">
      {children ?? (
        <p className={s.text}>
          <span className={s.lead}>Important: </span>
          {DEFAULT_DISCLAIMER}
        </p>
      )}
    </div>
  );
}
