import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'disability',
  title: 'Disability Insurance Calculator',
  description: 'Estimate the income protection you may need and what it might cost.',
});
