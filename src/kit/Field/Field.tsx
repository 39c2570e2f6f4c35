import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';
import * as s from './Field.css';
import { fieldMessageIds, type FieldQuestionProps } from './fieldQuestion';
import { FieldError, FieldHint, FieldNotice, RequiredMark } from './fieldParts';

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
export interface FieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'id'>, FieldQuestionProps {
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
  const { hintId, errorId, noticeId, describedBy } = fieldMessageIds(controlId, { hint, error, notice });
  const invalid = Boolean(error);

  return (
    <div className={cx(s.field({ invalid }), className)} data-state={invalid ? 'invalid' : 'valid'} {...rest}>
      <label className={s.label} htmlFor={controlId} id={labelId}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': invalid ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldNotice id={noticeId}>{notice}</FieldNotice>
    </div>
  );
}
