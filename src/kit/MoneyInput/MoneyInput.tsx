import type { ReactNode, Ref } from 'react';
import { Field } from '../Field/Field';
import { visuallyHidden } from '../theme/utils.css';
import * as fs from '../Field/Field.css';
import { formatCurrency, formatMoneyForInput, parseMoney } from '../format';
import { useNumericField } from '../NumberInput/useNumericField';

export interface MoneyInputProps {
  /** The question, shown above the control and read as its name. */
  label: ReactNode;
  /** Help text under the label ("For example, 250,000"); read after the label. */
  hint?: ReactNode;
  /** What to fix, in a full sentence; marks the control invalid and is read with it. */
  error?: string | undefined;
  /** The amount in dollars (the tool owns it). `null` shows an empty box (use with onClear for an optional answer). */
  value: number | null;
  /** Called with every new value, already clamped to min and max. */
  onValueChange: (value: number) => void;
  /** Makes the answer optional: emptying the box calls this instead of counting as 0. */
  onClear?: () => void;
  /** Lowest value allowed; a smaller typed value is raised to it, with a message. Default 0. */
  min?: number;
  /** Highest value allowed; a larger typed value is lowered to it, with a message. */
  max?: number;
  /** Up to how many cents digits we keep (0 rounds to whole dollars). Default 2. */
  decimals?: number;
  /** Step for the ArrowUp/ArrowDown keys. */
  step?: number;
  /** Adds "(required)" for screen readers and a visible star. */
  required?: boolean;
  /** Shows the control but lets nobody change it; Tab skips it. */
  disabled?: boolean;
  /** id of the control; generated when omitted. */
  id?: string;
  /** Form field name. */
  name?: string;
  /** The `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

export { formatMoneyForInput };

function describeMoney(n: number): string {
  return Number.isInteger(n) ? formatCurrency(n) : `$${formatMoneyForInput(n)}`;
}

/**
 * A dollar amount: a text input with `inputMode="decimal"` and a visible, aria-hidden "$"
 * (GOV.UK). Accepts "250,000" or "$250000"; blank or unreadable text counts as 0.
 * `data-state` on the input is "editing" or "idle".
 */
export function MoneyInput({
  label,
  hint,
  error,
  value,
  onValueChange,
  onClear,
  min = 0,
  max,
  decimals = 2,
  step,
  required,
  disabled,
  id,
  name,
  ref,
}: MoneyInputProps) {
  const { inputProps, notice, state } = useNumericField({
    value,
    onValueChange,
    onClear,
    min,
    max,
    decimals,
    step,
    parse: parseMoney,
    formatForInput: formatMoneyForInput,
    describe: describeMoney,
  });
  return (
    <Field label={label} hint={hint} error={error} notice={notice} required={required} id={id}>
      {({ labelId: _labelId, ...control }) => (
        <div className={fs.affixGroup}>
          <span className={fs.prefix} aria-hidden="true">
            $
          </span>
          {/* The visible "$" is decoration; this says the unit so "250,000" is heard as money. */}
          <span className={visuallyHidden} id={`${control.id}-unit`}>
            In dollars.
          </span>
          <input
            ref={ref}
            {...control}
            {...inputProps}
            aria-describedby={[`${control.id}-unit`, control['aria-describedby']].filter(Boolean).join(' ')}
            name={name}
            disabled={disabled}
            spellCheck={false}
            data-state={state}
            className={`${fs.control({ invalid: Boolean(error) })} ${fs.withPrefix}`}
          />
        </div>
      )}
    </Field>
  );
}
