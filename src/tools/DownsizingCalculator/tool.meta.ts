import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'downsizing',
  title: 'Downsizing Calculator',
  description: 'Compare the money freed and the monthly costs of moving to a smaller home.',
});
