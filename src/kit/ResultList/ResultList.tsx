import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../cx';
import { formatValue, type ValueFormat } from '../format';
import * as s from './ResultList.css';

export interface ResultItem {
  label: ReactNode;
  /** A number is shown by `format`; a boolean reads "Yes"/"No"; text is shown as it is. */
  value: number | string | boolean;
  /** How a number reads (default currency). */
  format?: ValueFormat;
  description?: ReactNode;
  /** Stable key; falls back to the label when it is a string. */
  id?: string;
}

/** `ref`, `className` and every other prop land on the `<dl>`. */
export interface ResultListProps extends Omit<ComponentPropsWithRef<'dl'>, 'children'> {
  /** The figures, each with a label, a value and how to show it. */
  items: readonly ResultItem[];
}

/** What `data-format` says: the number's style, or "text" / "boolean". */
function formatName(item: ResultItem): string {
  if (typeof item.value === 'number') return item.format?.style ?? 'currency';
  return typeof item.value === 'boolean' ? 'boolean' : 'text';
}

/** Labelled figures as a description list: each term is read with its value. */
export function ResultList({ items, className, ...rest }: ResultListProps) {
  return (
    <dl className={cx(s.list, className)} {...rest}>
      {items.map((item, i) => (
        <div key={item.id ?? (typeof item.label === 'string' ? item.label : i)} className={s.row}>
          <dt className={s.term}>{item.label}</dt>
          <dd className={s.value} data-format={formatName(item)}>
            {formatValue(item.value, item.format)}
          </dd>
          {item.description ? <dd className={s.description}>{item.description}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
