import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'step-tool',
  title: 'Step-by-step guide',
  description: 'A few questions an article configures, with an answer at the end.',
  frame: 'purple',
  page: false,
});
