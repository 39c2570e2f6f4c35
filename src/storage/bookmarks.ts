import * as v from 'valibot';
import type { Store } from './storage';
import { listStore, STORAGE_KEYS } from './keys';

/* The articles the reader saved: every article's "Save" button reads it, so it is a module of its own. */

export const bookmarksSchema = v.array(v.string());

export const bookmarksStore: Store<string[]> = listStore(STORAGE_KEYS.bookmarks, bookmarksSchema);

export function isBookmarked(slug: string): boolean {
  return bookmarksStore.read().includes(slug);
}

/** Flips the bookmark and returns the new state. The page keeps the new state even if saving failed. */
export function toggleBookmark(slug: string): boolean {
  const current = bookmarksStore.read();
  const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug];
  bookmarksStore.write(next);
  return next.includes(slug);
}
