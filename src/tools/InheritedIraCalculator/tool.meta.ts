import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'inherited-ira',
  title: 'Inherited IRA Calculator',
  description: "Find the rule for an IRA you inherited, this year's minimum and the year the account must be empty.",
});
