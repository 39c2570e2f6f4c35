/**
 * Alphabetical by title, ignoring case. A plain comparison rather than localeCompare: the first
 * localeCompare builds an ICU collator (~30–60 ms on a slow phone, while the page hydrates), and
 * for our English titles the order is the same (contentIndex.node.test.ts checks it).
 */
export function byTitle(a: { title: string }, b: { title: string }): number {
  const x = a.title.toLowerCase();
  const y = b.title.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
