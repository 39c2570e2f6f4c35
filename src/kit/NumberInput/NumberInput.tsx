import { Field } from '../Field/Field';
import { splitQuestion } from '../Field/fieldQuestion';
import { cx } from '../cx';
import * as fs from '../Field/Field.css';
import { formatNumber, parseNumber } from '../format';
import { useNumericField, type NumericInputProps } from './useNumericField';
import * as m from './messages';

export interface NumberInputProps extends NumericInputProps {
  /** Digits after the point we keep (default 0). */
  decimals?: number;
  /** Step for ArrowUp/ArrowDown (default 1). */
  step?: number;
  /** Shown after the box: "%" sits tight, words get a space ("years"). */
  unit?: string;
  /** Thousands separators (default on); off for years such as 1964. */
  grouping?: boolean;
}

/**
 * A unit's words: "%" and "years" are the kit's own units, worded in the reader's language
 * ("years", "años"); any other unit is the caller's words, shown as given.
 */
export function unitWords(unit: string): string {
  return unit === 'years' ? m.years() : unit;
}

export function describeWithUnit(n: number, decimals: number, unit?: string, grouping = true): string {
  const num = formatNumber(n, decimals, grouping);
  if (!unit) return num;
  return unit === '%' ? m.withPercent({ number: num }) : m.withUnit({ number: num, unit: unitWords(unit) });
}

/**
 * A number such as an age, a count of years or a percentage: the same typed-text behaviour as
 * MoneyInput, with a visible unit. The unit is also in the accessible description.
 */
export function NumberInput({ className, decimals = 0, step = 1, unit, grouping = true, ...props }: NumberInputProps) {
  const [question, numeric] = splitQuestion(props);
  const { input, inputProps, notice, state } = useNumericField(
    { ...numeric, step },
    {
      decimals,
      parse: parseNumber,
      formatForInput: (n) => formatNumber(n, decimals, grouping),
      describe: (n) => describeWithUnit(n, decimals, unit, grouping),
    },
  );
  return (
    <Field {...question} notice={notice}>
      {(control) => {
        const unitId = `${control.id}-unit`;
        const describedBy = cx(control['aria-describedby'], unit ? unitId : null);
        return (
          <div className={fs.affixGroup}>
            <input
              {...input}
              {...control}
              {...inputProps}
              aria-describedby={describedBy || undefined}
              spellCheck={false}
              data-state={state}
              className={cx(fs.control({ invalid: Boolean(question.error) }), unit ? fs.withSuffix : null, className)}
            />
            {unit ? (
              <span className={fs.suffix} id={unitId}>
                {unit === '%' ? <abbr title={m.percentWord()}>{m.percentSign()}</abbr> : unitWords(unit)}
              </span>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}
