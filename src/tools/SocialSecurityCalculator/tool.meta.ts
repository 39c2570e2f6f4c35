import { defineToolMeta } from '../toolMeta';

/**
 * What the site knows of the tool before loading it: the build, its page, search and My plan read this.
 * Its title and description, in each language, are in meta.messages.<locale>.json beside this file.
 */
export const meta = defineToolMeta({
  id: 'social-security',
  frame: 'purple',
});
