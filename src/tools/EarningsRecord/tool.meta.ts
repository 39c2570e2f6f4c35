import { defineToolMeta } from '../toolMeta';

/** What the site knows of the tool before loading it: the build, its page, search and My plan read this. */
export const meta = defineToolMeta({
  id: 'earnings-record',
  title: 'Your benefit from your earnings record',
  description:
    'Paste or type your Social Security earnings record and see your exact benefit at full retirement age, worked out step by step.',
  frame: 'green',
});
