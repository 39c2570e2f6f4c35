import type { ReactNode, Ref } from 'react';
import { formatValue, type DisplayType } from '../format';
import * as s from './ResultList.css';

export interface ResultItem {
  label: ReactNode;
  value: number | string | boolean;
  displayType: DisplayType;
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

/** Labelled figures as a description list: each term is read with its value. */
export function ResultList({ items, ref }: ResultListProps) {
  return (
    <dl ref={ref} className={s.list}>
      {items.map((item, i) => (
        <div key={item.id ?? (typeof item.label === 'string' ? item.label : i)} className={s.row}>
          <dt className={s.term}>{item.label}</dt>
          <dd className={s.value} data-display-type={item.displayType}>
            {formatValue(item.value, item.displayType)}
          </dd>
          {item.description ? <dd className={s.description}>{item.description}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
