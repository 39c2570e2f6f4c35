import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'generic-calculator',
  title: 'Formula calculator',
  description: 'A calculator an article configures with its own fields and formula.',
  page: false,
});
