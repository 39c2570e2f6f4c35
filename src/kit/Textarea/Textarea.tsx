import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { Field } from '../Field/Field';
import { splitQuestion, type FieldQuestionProps } from '../Field/fieldQuestion';
import { textControl } from '../TextInput/TextInput.css';

/**
 * Every `<textarea>` prop but the value it controls; `ref`, `className` and the rest land on the
 * `<textarea>` (label, hint and messages are the Field around it).
 */
export interface TextareaProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'defaultValue' | 'onChange'>, FieldQuestionProps {
  /** What is in the box (the caller owns it). */
  value: string;
  /** Called with the new text on every key press. */
  onValueChange: (value: string) => void;
}

/**
 * A longer answer in words (notes): at least six lines tall, and the reader can make it taller.
 * Label, hint and error as every kit input; other textarea attributes go onto the `<textarea>`.
 */
export function Textarea({ value, onValueChange, className, ...props }: TextareaProps) {
  const [question, rest] = splitQuestion(props);
  return (
    <Field {...question}>
      {(control) => (
        <textarea
          {...rest}
          {...control}
          className={cx(textControl({ invalid: Boolean(question.error), multiline: true }), className)}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
