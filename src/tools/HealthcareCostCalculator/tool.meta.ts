import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'healthcare-cost',
  title: 'Healthcare Cost Calculator',
  description: 'Estimate what health care may cost you each year in retirement and in total.',
  frame: 'green',
});
