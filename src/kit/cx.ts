/**
 * Joins space-separated tokens, leaving out the empty ones: class names
 * (`cx(root, selected && s.on, className)`) and id references (`aria-describedby`).
 * The kit's one way to do it; ESLint refuses the hand-written `.filter(Boolean).join(' ')`.
 */
export function cx(...tokens: ReadonlyArray<string | false | null | undefined>): string {
  let out = '';
  for (const token of tokens) {
    if (token) out = out ? `${out} ${token}` : token;
  }
  return out;
}
