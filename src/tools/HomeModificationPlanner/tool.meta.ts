import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'home-modification',
  title: 'Home Modification Planner',
  description: 'Choose safety and comfort changes for your home and plan them within a budget.',
});
