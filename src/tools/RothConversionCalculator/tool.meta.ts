import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'roth-conversion',
  title: 'Roth Conversion Calculator',
  description: 'Compare converting part of a traditional IRA to a Roth IRA with leaving it where it is.',
});
