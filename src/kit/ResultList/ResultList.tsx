import type { ReactNode, Ref } from 'react';
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

export interface ResultListProps {
  /** The figures, each with a label, a value and how to show it. */
  items: readonly ResultItem[];
  /** The `<dl>` element. */
  ref?: Ref<HTMLDListElement>;
}

/** What `data-format` says: the number's style, or "text" / "boolean". */
function formatName(item: ResultItem): string {
  if (typeof item.value === 'number') return item.format?.style ?? 'currency';
  return typeof item.value === 'boolean' ? 'boolean' : 'text';
}

/** Labelled figures as a description list: each term is read with its value. */
export function ResultList({ items, ref }: ResultListProps) {
  return (
    <dl ref={ref} className={s.list}>
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
