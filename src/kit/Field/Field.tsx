import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';
import { visuallyHidden } from '../theme/utils.css';
import * as s from './Field.css';
import * as m from './messages';

/** Props a Field hands to its control so label, hint and messages are all announced. */
export interface FieldControlProps {
  /** id of the control, matching the label's for. */
  id: string;
  /** ids of the hint, error and notice, read after the label. */
  'aria-describedby': string | undefined;
  /** true when there is an error. */
  'aria-invalid': true | undefined;
  /** true when the field is required. */
  'aria-required': true | undefined;
}

/**
 * `ref`, `className` and every other prop land on the field group's `<div>`; `id` is the
 * control's (its label's `for`), and the label's own id is `${id}-label`.
 */
export interface FieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'id'> {
  /** The question, shown above the control and read as its name. */
  label: ReactNode;
  /** Help text under the label ("For example, 250,000"); read after the label. */
  hint?: ReactNode;
  /** A problem the visitor must fix. Shown in bold, announced with the control. */
  error?: string | undefined;
  /** A plain message about something we changed for them (e.g. a value we capped). */
  notice?: string | undefined;
  /** Adds "(required)" for screen readers and a visible star. */
  required?: boolean;
  /** id for the control; generated when omitted. */
  id?: string;
  /** Renders the control, given the props that connect it to the label and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint, error and notice around one control (GOV.UK form-group pattern).
 * `data-state` is "invalid" or "valid".
 */
export function Field({ label, hint, error, notice, required = false, id, className, children, ...rest }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const noticeId = `${controlId}-notice`;
  const describedBy = cx(hint ? hintId : null, error ? errorId : null, notice ? noticeId : null);
  const invalid = Boolean(error);

  return (
    <div className={cx(s.field({ invalid }), className)} data-state={invalid ? 'invalid' : 'valid'} {...rest}>
      <label className={s.label} htmlFor={controlId} id={labelId}>
        {label}
        {required ? (
          <>
            {' '}
            <span className={s.requiredMark} aria-hidden="true">
              {m.requiredMark()}
            </span>
            <span className={visuallyHidden}>{m.required()}</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <p className={s.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={s.error} id={errorId}>
          <span className={visuallyHidden}>{m.error()}</span> {error}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': invalid ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {/* Always mounted so a new notice is announced politely. */}
      <p className={s.notice} id={noticeId} aria-live="polite">
        {notice ?? ''}
      </p>
    </div>
  );
}
