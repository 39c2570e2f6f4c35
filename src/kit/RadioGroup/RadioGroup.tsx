import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';
import { fieldMessageIds } from '../Field/fieldQuestion';
import { FieldError, FieldHint, FieldNotice, RequiredMark } from '../Field/fieldParts';
import type { SelectOption } from '../Select/Select';
import * as s from './RadioGroup.css';

/** One answer of a RadioGroup: the same shape as a Select's option. */
export type RadioOption = SelectOption;

/**
 * `ref`, `className` and every other prop land on the group's `<fieldset>`, whose `<legend>` is
 * the question; each answer is a native radio button with its own label.
 */
export interface RadioGroupProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'children' | 'onChange'> {
  /** The question, the group's legend (its accessible name). */
  label: ReactNode;
  /** Help under the question; read with the group. */
  hint?: ReactNode;
  /** What to fix, in a full sentence; marks the group invalid and is read with it. */
  error?: string | undefined;
  /** A plain message about the answer (a warning, not an error): shown under the answers and announced politely. */
  notice?: string | undefined;
  /** The answers, in the order shown. */
  options: readonly RadioOption[];
  /** The value of the chosen answer; undefined when none is chosen yet. */
  value: string | undefined;
  /** Called with the value of the answer the reader chooses. */
  onValueChange: (value: string) => void;
  /** Adds "(required)" for screen readers and a visible star. */
  required?: boolean;
  /** The radio buttons' shared name; generated when omitted. */
  name?: string;
}

/**
 * A choice among a few answers, all in view (GOV.UK radios pattern): native radio buttons, each
 * label a target at least 44 px tall that wraps at any width, so long answers are never cut short
 * at 320 px or 200 % zoom as a closed list's are. Tab enters the group at the chosen answer; the
 * arrow keys move and choose. `data-state` is "invalid" or "valid".
 */
export function RadioGroup({
  label,
  hint,
  error,
  notice,
  options,
  value,
  onValueChange,
  required = false,
  name,
  id,
  className,
  disabled,
  ...rest
}: RadioGroupProps) {
  const generated = useId();
  const groupId = id ?? `radios-${generated}`;
  const { hintId, errorId, noticeId, describedBy } = fieldMessageIds(groupId, { hint, error, notice });
  const invalid = Boolean(error);
  return (
    <fieldset
      {...rest}
      id={groupId}
      disabled={disabled}
      className={cx(s.group({ invalid }), className)}
      data-state={invalid ? 'invalid' : 'valid'}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      <legend className={s.legend}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={hintId} className={s.hint}>
        {hint}
      </FieldHint>
      <FieldError id={errorId} className={s.error}>
        {error}
      </FieldError>
      <div className={s.options}>
        {options.map((option, index) => {
          const optionId = `${groupId}-${index}`;
          return (
            <div className={s.option} key={option.value}>
              <input
                className={s.input}
                type="radio"
                id={optionId}
                name={name ?? groupId}
                value={option.value}
                checked={option.value === value}
                // React sets the live state only; the attribute follows too, so what reads the markup
                // (a virtual screen reader, a saved page) finds the answer chosen, not the first one.
                ref={(input) => {
                  if (input) input.defaultChecked = option.value === value;
                }}
                disabled={option.disabled}
                required={required}
                onChange={() => onValueChange(option.value)}
              />
              <label className={s.optionLabel} htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldNotice id={noticeId} className={s.notice}>
        {notice}
      </FieldNotice>
    </fieldset>
  );
}
