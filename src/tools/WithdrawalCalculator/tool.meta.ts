import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'withdrawal-calculator',
  title: 'Tax-Efficient Withdrawal Calculator',
  description: "Split a year's income need across your accounts and see the tax it may cost.",
});
