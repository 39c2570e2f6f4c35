import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'reverse-mortgage',
  title: 'Reverse Mortgage Calculator',
  description: 'Estimate what a Home Equity Conversion Mortgage (HECM) could provide.',
  frame: 'purple',
});
