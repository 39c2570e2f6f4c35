import { Fragment, type ReactNode } from 'react';

/** Marks where an element goes in a message's text: characters of Unicode's private use area, never typed by a reader. */
const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * A message with elements inside it (a link in the middle of a sentence): each element value is
 * passed to the message as a marker and put back where the language's word order placed it.
 * `rich(m.inheritedPointer, { link: <Link to="…">{m.inheritedPointerLink()}</Link> })`. Text values
 * pass through as they are.
 */
export function rich<V extends Record<string, string | number>>(
  message: (values: V) => string,
  values: { [K in keyof V]: V[K] | ReactNode },
): ReactNode {
  const elements: ReactNode[] = [];
  const plain = {} as Record<string, string | number>;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') plain[name] = value;
    else {
      plain[name] = `${OPEN}${elements.length}${CLOSE}`;
      elements.push(value);
    }
  }
  const parts = message(plain as V).split(new RegExp(`${OPEN}(\\d+)${CLOSE}`));
  // split with a capture group: text, index, text, index, …, text.
  return parts.map((part, i) =>
    i % 2 === 0 ? part : <Fragment key={`element-${part}`}>{elements[Number(part)]}</Fragment>,
  );
}
