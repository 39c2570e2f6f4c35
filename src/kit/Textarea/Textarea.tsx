import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../cx';
import { Field } from '../Field/Field';
import { textControl } from '../TextInput/TextInput.css';

/**
 * Every `<textarea>` prop but the value it controls; `ref`, `className` and the rest land on the
 * `<textarea>` (label, hint and messages are the Field around it).
 */
export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'defaultValue' | 'onChange'> {
  /** The question, shown above the box and read as its name. */
  label: ReactNode;
  /** Help text under the label; read after it. */
  hint?: ReactNode;
  /** A problem the visitor must fix, shown in bold and announced with the box. */
  error?: string | undefined;
  /** A plain message about something we changed for them. */
  notice?: string | undefined;
  /** Adds "(required)" for screen readers and a visible star. */
  required?: boolean;
  /** What is in the box (the caller owns it). */
  value: string;
  /** Called with the new text on every key press. */
  onValueChange: (value: string) => void;
}

/**
 * A longer answer in words (notes): at least six lines tall, and the reader can make it taller.
 * Label, hint and error as every kit input; other textarea attributes go onto the `<textarea>`.
 */
export function Textarea({
  label,
  hint,
  error,
  notice,
  required,
  id,
  value,
  onValueChange,
  className,
  ...rest
}: TextareaProps) {
  return (
    <Field label={label} hint={hint} error={error} notice={notice} required={required} id={id}>
      {(control) => (
        <textarea
          {...rest}
          {...control}
          className={cx(textControl({ invalid: Boolean(error), multiline: true }), className)}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
