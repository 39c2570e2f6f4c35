import type { Options } from 'minisearch';
import { fuzzyFor, processTerm, tokenize } from './query.ts';

/** One searchable section of the site: a section of an article, a tool or a glossary term. */
export interface SearchDocument {
  /** Unique: the address of the section (`/content/rmd-calculator#how-rmds-work`). */
  id: string;
  /** The page's title. */
  title: string;
  /** What kind of page it is, as the result says it. */
  type: 'guide' | 'calculator' | 'tool' | 'term';
  /** The heading of the section the text is in ('' for the top of a page). */
  section: string;
  /** Words the page is known by (tags, a term's aliases, a tool's field labels). */
  keywords: string;
  /** The plain text of the section, for matching and the excerpt. */
  text: string;
}

/** The MiniSearch options: the same for building the index (build time) and loading it (browser). */
export const SEARCH_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'section', 'keywords', 'text'],
  storeFields: ['title', 'type', 'section', 'text'],
  tokenize,
  processTerm,
  searchOptions: {
    boost: { title: 4, section: 2, keywords: 2 },
    prefix: true,
    fuzzy: (term: string) => fuzzyFor(term),
  },
};

/** Where the built index is served (scripts/search-plugin.ts writes it; the service worker precaches it). */
export const SEARCH_INDEX_URL = '/search-index.json';
