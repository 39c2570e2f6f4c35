import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../cx';
import { Field } from '../Field/Field';
import { textControl } from './TextInput.css';

/**
 * Every `<input>` prop but the value it controls; `ref`, `className` and the rest land on the
 * `<input>` (label, hint and messages are the Field around it).
 */
export interface TextInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'width'
> {
  /** The question, shown above the box and read as its name. */
  label: ReactNode;
  /** Help text under the label; read after it. */
  hint?: ReactNode;
  /** A problem the visitor must fix, shown in bold and announced with the box. */
  error?: string | undefined;
  /** A plain message about something we changed for them ("We kept only the last 4 digits."). */
  notice?: string | undefined;
  /** Adds "(required)" for screen readers and a visible star. */
  required?: boolean;
  /** What is in the box (the caller owns it). */
  value: string;
  /** Called with the new text on every key press. */
  onValueChange: (value: string) => void;
  /** `short` for a few characters (the last 4 digits of an account); `full` (default) fills the column. */
  width?: 'full' | 'short';
}

/**
 * A one-line text answer (a name, an institution): large type, a visible label, a hint and an
 * error read with the box (the Field pattern). Every other input attribute (`autoComplete`,
 * `inputMode`, `placeholder`, `maxLength`) goes onto the `<input>`.
 */
export function TextInput({
  label,
  hint,
  error,
  notice,
  required,
  id,
  value,
  onValueChange,
  width = 'full',
  className,
  ...rest
}: TextInputProps) {
  return (
    <Field label={label} hint={hint} error={error} notice={notice} required={required} id={id}>
      {(control) => (
        <input
          type="text"
          {...rest}
          {...control}
          className={cx(textControl({ invalid: Boolean(error), width }), className)}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
