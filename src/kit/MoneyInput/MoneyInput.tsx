import { Field } from '../Field/Field';
import { splitQuestion } from '../Field/fieldQuestion';
import { cx } from '../cx';
import { visuallyHidden } from '../theme/utils.css';
import * as fs from '../Field/Field.css';
import { formatCurrency, formatMoneyForInput, parseMoney } from '../format';
import { useNumericField, type NumericInputProps } from '../NumberInput/useNumericField';
import * as m from './messages';

export interface MoneyInputProps extends NumericInputProps {
  /** The amount in dollars (the tool owns it). `null` shows an empty box (use with onClear for an optional answer). */
  value: number | null;
  /** Lowest value allowed; a smaller typed value is raised to it, with a message. Default 0. */
  min?: number;
  /** Up to how many cents digits we keep (0 rounds to whole dollars). Default 2. */
  decimals?: number;
  /** Step for the ArrowUp/ArrowDown keys. */
  step?: number;
}

export { formatMoneyForInput };

function describeMoney(n: number): string {
  return Number.isInteger(n) ? formatCurrency(n) : m.amount({ amount: formatMoneyForInput(n) });
}

/**
 * A dollar amount: a text input with `inputMode="decimal"` and a visible, aria-hidden "$"
 * (GOV.UK). Accepts "250,000" or "$250000"; blank or unreadable text counts as 0.
 * `data-state` on the input is "editing" or "idle".
 */
export function MoneyInput({ className, min = 0, decimals = 2, ...props }: MoneyInputProps) {
  const [question, numeric] = splitQuestion(props);
  const { input, inputProps, notice, state } = useNumericField(
    { ...numeric, min },
    { decimals, parse: parseMoney, formatForInput: formatMoneyForInput, describe: describeMoney },
  );
  return (
    <Field {...question} notice={notice}>
      {(control) => (
        <div className={fs.affixGroup}>
          <span className={fs.prefix} aria-hidden="true">
            {m.dollarSign()}
          </span>
          {/* The visible "$" is decoration; this says the unit so "250,000" is heard as money. */}
          <span className={visuallyHidden} id={`${control.id}-unit`}>
            {m.inDollars()}
          </span>
          <input
            {...input}
            {...control}
            {...inputProps}
            aria-describedby={cx(`${control.id}-unit`, control['aria-describedby'])}
            spellCheck={false}
            data-state={state}
            className={cx(fs.control({ invalid: Boolean(question.error) }), fs.withPrefix, className)}
          />
        </div>
      )}
    </Field>
  );
}
