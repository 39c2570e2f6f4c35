import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'rmd',
  title: 'Required Minimum Distribution Calculator',
  description: 'Estimate the smallest amount the IRS requires you to take from your retirement accounts.',
});
