import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'home-equity',
  title: 'Home Equity Calculator',
  description: 'See how much of your home you own today and how that may grow.',
});
