import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { Field } from '../Field/Field';
import { splitQuestion, type FieldQuestionProps } from '../Field/fieldQuestion';
import { textControl } from './TextInput.css';

/**
 * Every `<input>` prop but the value it controls; `ref`, `className` and the rest land on the
 * `<input>` (label, hint and messages are the Field around it).
 */
export interface TextInputProps
  extends
    Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'width'>,
    FieldQuestionProps {
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
export function TextInput({ value, onValueChange, width = 'full', className, ...props }: TextInputProps) {
  const [question, rest] = splitQuestion(props);
  return (
    <Field {...question}>
      {(control) => (
        <input
          type="text"
          {...rest}
          {...control}
          className={cx(textControl({ invalid: Boolean(question.error), width }), className)}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
