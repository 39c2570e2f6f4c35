import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'tax-impact',
  title: 'Retirement Income Tax Impact Calculator',
  description:
    'See how Social Security, pensions and account withdrawals add up to federal income tax, bracket by bracket.',
});
