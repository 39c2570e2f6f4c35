import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'checklist',
  title: 'Checklist',
  description: 'A checklist an article configures; ticks are kept in this browser.',
  frame: 'green',
  page: false,
});
