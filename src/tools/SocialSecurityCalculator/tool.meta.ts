import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'social-security',
  title: 'Social Security Claiming Age Calculator',
  description: 'Compare your monthly and lifetime benefits if you claim at any age from 62 to 70.',
  frame: 'purple',
});
