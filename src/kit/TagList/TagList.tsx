import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { tag, tagList } from './TagList.css';
import * as m from './messages';

/** `ref`, `className` and every other prop land on the `<ul>`. */
export interface TagListProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The tags; blanks and repeats are dropped. */
  tags: readonly string[];
  /** Accessible name of the list; screen readers say "Tags, list, 3 items". */
  label?: string;
}

/** A wrapping list of topic tags. Renders nothing when there are no tags. */
export function TagList({ tags, label = m.label(), className, ...rest }: TagListProps) {
  const unique = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  if (unique.length === 0) return null;
  return (
    <ul aria-label={label} className={cx(tagList, className)} {...rest}>
      {unique.map((t) => (
        <li key={t} className={tag}>
          {t}
        </li>
      ))}
    </ul>
  );
}
