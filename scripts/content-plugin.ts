import type { Plugin } from 'vite';

/** Compiles content/articles/*.md at build time (filled in by F3). */
export function contentPlugin(): Plugin {
  return { name: 'evergreen-content' };
}
