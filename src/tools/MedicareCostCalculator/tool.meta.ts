import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'medicare-cost',
  title: 'Medicare Cost Calculator',
  description: 'Add up Medicare premiums, deductibles and out-of-pocket costs for a year.',
});
