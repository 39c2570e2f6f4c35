import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'hsa',
  title: 'HSA Strategy Calculator',
  description: 'Project a health savings account to retirement and see its tax savings.',
});
