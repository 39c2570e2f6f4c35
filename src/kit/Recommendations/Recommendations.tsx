import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';
import * as s from './Recommendations.css';
import * as m from './messages';

/** `ref`, `className` and every other prop land on the `<section>`. */
export interface RecommendationsProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> {
  /** The heading (default "Things to consider"). */
  title?: string;
  /** 3 inside a tool (default). */
  headingLevel?: 2 | 3 | 4;
  /** The suggestions, each one sentence; nothing is shown when empty. */
  items: readonly ReactNode[];
}

/** A titled list of suggested next steps. Renders nothing when there are none. */
export function Recommendations({
  title = m.title(),
  headingLevel = 3,
  items,
  className,
  ...rest
}: RecommendationsProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(s.root, className)} aria-labelledby={headingId} {...rest}>
      <Heading className={s.heading} id={headingId}>
        {title}
      </Heading>
      <ul className={s.list}>
        {items.map((item, i) => (
          <li key={typeof item === 'string' ? item : i} className={s.item}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
