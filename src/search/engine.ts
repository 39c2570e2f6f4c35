/**
 * The search engine in the browser: MiniSearch and the prebuilt index, fetched only when the reader
 * focuses or opens search (this module is imported dynamically by the search page).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { SEARCH_INDEX_URL, SEARCH_OPTIONS, type SearchDocument } from './options';
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

/** The index, fetched and loaded once (the service worker answers offline). */
export function loadSearchIndex(fetcher: typeof fetch = fetch): Promise<SearchIndex> {
  loading ??= fetcher(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    })
    .then((json) => MiniSearch.loadJSON<SearchDocument>(json, SEARCH_OPTIONS))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Tests: an index built in memory. */
export function indexFromDocuments(docs: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
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
    const page = url.startsWith('/glossary') ? url : url.split('#')[0]!;
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
