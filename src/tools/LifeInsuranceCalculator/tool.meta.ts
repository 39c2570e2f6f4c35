import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'life-insurance',
  title: 'Life Insurance Needs Calculator',
  description: 'Estimate how much life insurance would protect the people who depend on you.',
});
