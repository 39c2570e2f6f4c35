/**
 * Words that code keeps as data before a page renders (a tool's field labels and hints, result rows,
 * choices): either text already in the reader's language, or a catalog message read when shown
 * (`label: m.ageLabel`, not `m.ageLabel()`). A message read at a module's top level would be read
 * once, in whatever language was current then: in Storybook and in tests, which switch languages
 * without reloading, the words would stay in the first one.
 */
export type Text = string | (() => string);

/** The words of a Text, in the reader's language now. */
export function text(words: Text): string {
  return typeof words === 'function' ? words() : words;
}

/**
 * `target[key]` reads `words` each time it is read: an object built once (a scenario's comparison
 * rows, when its module loads) still names its row in the language of the page that shows it.
 */
export function defineWords<T extends object, K extends string>(target: T, key: K, words: Text): T & Record<K, string> {
  Object.defineProperty(target, key, { get: () => text(words), enumerable: true, configurable: true });
  return target as T & Record<K, string>;
}

/** Value → words, each read when shown (a choice's options for the comparison table). */
export function wordsByValue(options: readonly { value: string; label: Text }[]): Readonly<Record<string, string>> {
  const record: Record<string, string> = {};
  for (const option of options) defineWords(record, option.value, option.label);
  return record;
}
