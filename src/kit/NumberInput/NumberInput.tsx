import type { ReactNode, Ref } from 'react';
import { Field } from '../Field/Field';
import * as fs from '../Field/Field.css';
import { formatNumber, parseNumber } from '../format';
import { useNumericField } from './useNumericField';

export interface NumberInputProps {
  /** The question, shown above the control and read as its name. */
  label: ReactNode;
  /** Help text under the label ("For example, 250,000"); read after the label. */
  hint?: ReactNode;
  /** What to fix, in a full sentence; marks the control invalid and is read with it. */
  error?: string | undefined;
  /** The current value (the tool owns it). `null` shows an empty box (use with onClear for an optional answer). */
  value: number | null;
  /** Called with every new value, already clamped to min and max. */
  onValueChange: (value: number) => void;
  /** Makes the answer optional: emptying the box calls this instead of counting as 0. */
  onClear?: () => void;
  /** Lowest value allowed; a smaller typed value is raised to it, with a message. */
  min?: number;
  /** Highest value allowed; a larger typed value is lowered to it, with a message. */
  max?: number;
  /** Digits after the point we keep (default 0). */
  decimals?: number;
  /** Step for ArrowUp/ArrowDown (default 1). */
  step?: number;
  /** Shown after the box: "%" sits tight, words get a space ("years"). */
  unit?: string;
  /** Thousands separators (default on); off for years such as 1964. */
  grouping?: boolean;
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

export function describeWithUnit(n: number, decimals: number, unit?: string, grouping = true): string {
  const num = formatNumber(n, decimals, grouping);
  if (!unit) return num;
  return unit === '%' ? `${num}%` : `${num} ${unit}`;
}

/**
 * A number such as an age, a count of years or a percentage: the same typed-text behaviour as
 * MoneyInput, with a visible unit. The unit is also in the accessible description.
 */
export function NumberInput({
  label,
  hint,
  error,
  value,
  onValueChange,
  onClear,
  min,
  max,
  decimals = 0,
  step = 1,
  unit,
  grouping = true,
  required,
  disabled,
  id,
  name,
  ref,
}: NumberInputProps) {
  const { inputProps, notice, state } = useNumericField({
    value,
    onValueChange,
    onClear,
    min,
    max,
    decimals,
    step,
    parse: parseNumber,
    formatForInput: (n) => formatNumber(n, decimals, grouping),
    describe: (n) => describeWithUnit(n, decimals, unit, grouping),
  });
  return (
    <Field label={label} hint={hint} error={error} notice={notice} required={required} id={id}>
      {({ labelId: _labelId, ...control }) => {
        const unitId = `${control.id}-unit`;
        const describedBy = [control['aria-describedby'], unit ? unitId : null].filter(Boolean).join(' ');
        return (
          <div className={fs.affixGroup}>
            <input
              ref={ref}
              {...control}
              {...inputProps}
              aria-describedby={describedBy || undefined}
              name={name}
              disabled={disabled}
              spellCheck={false}
              data-state={state}
              className={`${fs.control({ invalid: Boolean(error) })} ${unit ? fs.withSuffix : ''}`}
            />
            {unit ? (
              <span className={fs.suffix} id={unitId}>
                {unit === '%' ? <abbr title="percent">%</abbr> : unit}
              </span>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}
