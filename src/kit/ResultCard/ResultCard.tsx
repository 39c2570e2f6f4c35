import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';
import { formatValue, type ValueFormat } from '../format';
import * as s from './ResultCard.css';

/** `ref`, `className` and every other prop land on the card's `<div>`. */
export interface ResultCardProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What the figure is ("Estimated required withdrawal"). */
  label: ReactNode;
  /** The figure: a number is shown by `format`, a boolean reads "Yes"/"No", text is shown as it is. */
  value: number | string | boolean;
  /** How a number reads (default currency; a percent shows 0 or 1 digits unless `digits` says). */
  format?: ValueFormat;
  /** One sentence that says what the figure means for the reader. */
  description?: ReactNode;
  /** "primary" for the headline figure of a tool. */
  emphasis?: 'primary' | 'default';
}

/** One headline figure with its label and an optional sentence explaining it. */
export function ResultCard({
  label,
  value,
  format,
  description,
  emphasis = 'default',
  className,
  ...rest
}: ResultCardProps) {
  const labelId = useId();
  return (
    <div
      className={cx(s.card({ emphasis }), className)}
      role="group"
      aria-labelledby={labelId}
      data-emphasis={emphasis}
      {...rest}
    >
      <p className={s.label} id={labelId}>
        {label}
      </p>
      <p className={s.value}>{formatValue(value, format)}</p>
      {description ? <p className={s.description}>{description}</p> : null}
    </div>
  );
}
