/**
 * The search engine in the browser: MiniSearch and the prebuilt index, fetched only when the reader
 * focuses or opens search (this module is imported dynamically by the search page).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { currentLocale } from '../i18n/locale';
import { searchIndexUrl, searchOptions, type SearchDocument } from './options';
import { excerpt, normalizeQuery, type ExcerptPart, type NormalizedQuery } from './query';

export interface SearchHit {
  /** The address of the section the match is in. */
  url: string;
  title: string;
  type: SearchDocument['type'];
  section: string;
  excerpt: ExcerptPart[];
}

export const MAX_RESULTS = 20;

export type SearchIndex = MiniSearch<SearchDocument>;

let loading: Promise<SearchIndex> | undefined;

/** The page's language's index, fetched and loaded once (the service worker answers offline). */
export function loadSearchIndex(fetcher: typeof fetch = fetch): Promise<SearchIndex> {
  const locale = currentLocale();
  loading ??= fetcher(searchIndexUrl(locale))
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    })
    .then((json) => MiniSearch.loadJSON<SearchDocument>(json, searchOptions(locale)))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Tests: an index built in memory. */
export function indexFromDocuments(docs: readonly SearchDocument[], locale = currentLocale()): SearchIndex {
  const index = new MiniSearch<SearchDocument>(searchOptions(locale));
  index.addAll(docs);
  return index;
}

/** The best section of each page for a normalised query, at most MAX_RESULTS pages. */
export function runSearch(index: SearchIndex, query: NormalizedQuery): SearchHit[] {
  if (query.kind !== 'words') return [];
  const results: SearchResult[] = index.search({ combineWith: 'OR', queries: [...query.words, ...query.synonyms] });
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const result of results) {
    const url = String(result.id);
    const page = /^(?:\/[a-z]{2})?\/glossary/.test(url) ? url : url.split('#')[0]!;
    if (seen.has(page)) continue;
    seen.add(page);
    hits.push({
      url,
      title: String(result.title),
      type: result.type as SearchDocument['type'],
      section: String(result.section ?? ''),
      excerpt: excerpt(String(result.text ?? ''), result.terms),
    });
    if (hits.length >= MAX_RESULTS) break;
  }
  return hits;
}

export { normalizeQuery };
