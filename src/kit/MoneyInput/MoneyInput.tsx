import type { ReactNode, Ref } from 'react';
import { Field } from '../Field/Field';
import * as fs from '../Field/Field.css';
import { formatCurrency, parseMoney } from '../format';
import { useNumericField } from '../NumberInput/useNumericField';

export interface MoneyInputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** null shows an empty box (use with onClear for an optional answer). */
  value: number | null;
  onValueChange: (value: number) => void;
  /** Makes the answer optional: emptying the box calls this instead of counting as 0. */
  onClear?: () => void;
  min?: number;
  max?: number;
  /** Up to how many cents digits we keep (0 rounds to whole dollars). Default 2. */
  decimals?: number;
  /** Step for the ArrowUp/ArrowDown keys. */
  step?: number;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "250,000" for whole dollars, "1,000.50" when there are cents. */
export function formatMoneyForInput(n: number): string {
  return Number.isInteger(n) ? grouped.format(n) : cents.format(n);
}

function describeMoney(n: number): string {
  return Number.isInteger(n) ? formatCurrency(n) : `$${cents.format(n)}`;
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
          <input
            ref={ref}
            {...control}
            {...inputProps}
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
