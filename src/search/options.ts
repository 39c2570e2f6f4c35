import type { Options } from 'minisearch';
import type { Locale } from '../i18n/locale.ts';
import localeData from '../i18n/locales.json' with { type: 'json' };
import { fuzzyFor, processTerm, tokenize } from './query.ts';
import { spanishTerm } from './spanish.ts';

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

/*
 * Why MiniSearch rather than Pagefind: our whole corpus (37 articles in ~400 sections, 20 tools, 67
 * terms) indexes to ~155 KB gzipped, one file the service worker precaches so search works offline
 * with no further request; MiniSearch (no dependencies, ~6 KB gzipped) gives per-term fuzzy
 * distance (one typo from 5 letters), prefix search and our own tokeniser/synonyms, and its index
 * is built in Node at build time and loaded with MiniSearch.loadJSON. Pagefind splits the index
 * into many fragment files fetched per query (each must be precached or fetched online), needs its
 * own binary run over the built HTML after prerendering, and its typo tolerance is not tunable.
 */

/**
 * A language's MiniSearch options: the same for building its index (build time) and loading it
 * (browser). English keeps words whole (prefix and fuzzy search find their endings); Spanish words
 * vary more at the end (jubilación, jubilaciones; solicita, solicitar), so they are cut to their
 * Snowball stems, accents dropped (src/search/spanish.ts). MiniSearch runs the same `processTerm` on
 * the query's words.
 */
export function searchOptions(locale: Locale): Options<SearchDocument> {
  return {
    fields: ['title', 'section', 'keywords', 'text'],
    storeFields: ['title', 'type', 'section', 'text'],
    tokenize,
    processTerm: locale === 'es' ? spanishTerm : processTerm,
    searchOptions: {
      boost: { title: 4, section: 2, keywords: 2 },
      prefix: true,
      fuzzy: (term: string) => fuzzyFor(term),
    },
  };
}

/** The English options. */
export const SEARCH_OPTIONS: Options<SearchDocument> = searchOptions('en');

/** Where a language's built index is served: /search-index.json, /es/search-index.json (scripts/search-plugin.ts writes it; the service worker precaches it). */
export const searchIndexUrl = (locale: Locale) =>
  `${locale === localeData.default ? '' : `/${locale}`}/search-index.json`;
/** The English index's address. */
export const SEARCH_INDEX_URL = searchIndexUrl('en');
