/**
 * A list of words for a story's `shows`, `hides` or `press`, each read from its catalog when the
 * story's play function reads it, not when the stories module loads: Storybook switches language
 * without reloading (docs/storybook.md, "Languages"), so a message read at load would stay in the
 * first language. `wordsWhenRead(m.emptyList, () => m.listHeading({ count: '0' }))`.
 */
export function wordsWhenRead<T = string>(first: () => T, ...rest: (() => T)[]): [T, ...T[]] {
  const list: T[] = [];
  for (const [index, read] of [first, ...rest].entries())
    Object.defineProperty(list, index, { get: read, enumerable: true });
  return list as [T, ...T[]];
}
