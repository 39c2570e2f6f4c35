import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'withdrawal-planner',
  title: 'Tax-Efficient Withdrawal Planner',
  description: 'Plan up to 30 years of withdrawals from traditional, Roth and taxable accounts.',
});
