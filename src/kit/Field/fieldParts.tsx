import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/utils.css';
import * as s from './Field.css';
import * as m from './messages';

// The pieces every kit question is made of (Field, RadioGroup, Checkbox), so that a required
// star, a hint, an error and a notice look and read the same whatever the control.

/** After the question, when it is required: a visible star and, for screen readers, "(required)". */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <>
      {' '}
      <span className={s.requiredMark} aria-hidden="true">
        {m.requiredMark()}
      </span>
      <span className={visuallyHidden}>{m.required()}</span>
    </>
  ) : null;
}

interface FieldMessageProps {
  /** Its id, which the control's `aria-describedby` names. */
  id: string;
  /** Its class; the Field's look when omitted. */
  className?: string;
}

/** The help under the question, when there is any. */
export function FieldHint({ id, className = s.hint, children }: FieldMessageProps & { children?: ReactNode }) {
  return children ? (
    <p className={className} id={id}>
      {children}
    </p>
  ) : null;
}

/** The problem to fix, when there is one, read as "Error: …". */
export function FieldError({ id, className = s.error, children }: FieldMessageProps & { children?: string }) {
  return children ? (
    <p className={className} id={id}>
      <span className={visuallyHidden}>{m.error()}</span> {children}
    </p>
  ) : null;
}

/** A message about something we changed: always mounted, so that a new one is announced politely. */
export function FieldNotice({ id, className = s.notice, children }: FieldMessageProps & { children?: string }) {
  return (
    <p className={className} id={id} aria-live="polite">
      {children ?? ''}
    </p>
  );
}
