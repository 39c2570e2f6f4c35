import { useId, type ReactNode, type Ref } from 'react';
import { formatValue, type ValueFormat } from '../format';
import * as s from './ResultCard.css';

export interface ResultCardProps {
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
  /** The card box. */
  ref?: Ref<HTMLDivElement>;
}

/** One headline figure with its label and an optional sentence explaining it. */
export function ResultCard({ label, value, format, description, emphasis = 'default', ref }: ResultCardProps) {
  const labelId = useId();
  return (
    <div ref={ref} className={s.card({ emphasis })} role="group" aria-labelledby={labelId} data-emphasis={emphasis}>
      <p className={s.label} id={labelId}>
        {label}
      </p>
      <p className={s.value}>{formatValue(value, format)}</p>
      {description ? <p className={s.description}>{description}</p> : null}
    </div>
  );
}
