import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'beneficiary-tracker',
  title: 'Beneficiary Designation Tracker',
  description: 'Keep a private list of who inherits each account, and when you last checked.',
});
