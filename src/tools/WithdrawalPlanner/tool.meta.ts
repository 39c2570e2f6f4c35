import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'withdrawal-planner',
  title: 'Tax-Efficient Withdrawal Planner',
  description: 'Plan withdrawals from traditional, Roth and taxable accounts, year by year, to the age you choose.',
});
