import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { Field } from '../Field/Field';
import { splitQuestion, type FieldQuestionProps } from '../Field/fieldQuestion';
import { textControl } from '../TextInput/TextInput.css';

/**
 * Every `<input>` prop but the value it controls; `ref`, `className` and the rest land on the
 * `<input>` (label, hint and messages are the Field around it).
 */
export interface DateInputProps
  extends
    Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'>,
    FieldQuestionProps {
  /** The date as YYYY-MM-DD, or '' for none (the caller owns it). */
  value: string;
  /** Called with the new date as YYYY-MM-DD ('' when the reader clears it). */
  onValueChange: (value: string) => void;
  /** Earliest date the picker offers, YYYY-MM-DD. */
  min?: string;
  /** Latest date the picker offers, YYYY-MM-DD (today, for a date in the past). */
  max?: string;
}

/**
 * A calendar date: the browser's own date field (`type="date"`), so the reader can type it or
 * use the browser's picker, with label, hint and error as every kit input. Short: a date needs
 * no more than 12 characters' width.
 */
export function DateInput({ value, onValueChange, min, max, className, ...props }: DateInputProps) {
  const [question, rest] = splitQuestion(props);
  return (
    <Field {...question}>
      {(control) => (
        <input
          {...rest}
          {...control}
          type="date"
          min={min}
          max={max}
          className={cx(textControl({ invalid: Boolean(question.error), width: 'short' }), className)}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
