import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'ltc-insurance',
  title: 'Long-Term Care Insurance Calculator',
  description: 'Compare the cost of long-term care with the cost of insurance for it.',
  frame: 'green',
});
