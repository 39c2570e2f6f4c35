import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'retirement-income-plan',
  title: 'Will Your Money Last? Retirement Income Plan',
  description: 'Test your savings, spending and Social Security against every market since 1928.',
  frame: 'green',
});
