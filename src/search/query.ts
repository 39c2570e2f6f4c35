/**
 * Search text handling shared by the index builder (scripts/search-index.ts) and the search page:
 * the tokeniser, the query normaliser (synonyms, punctuation, length) and the excerpt with marks.
 * Pure: no React, no DOM, no MiniSearch.
 */

/** The longest query we read; anything past it is ignored (a 2,000-character q= is cut, not an error). */
export const MAX_QUERY_LENGTH = 200;

/** "401(k)", "401 (k)" and "401k" are one word; so are "403(b)" and "403b". */
const PLAN_NAME = /\b(401|403|457)\s*\(?\s*([kb])\s*\)?(?![a-z])/gi;

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in is it me my of on or our so than that the their them they this to was we what when where which who why will with you your'.split(
    ' ',
  ),
);

/** Words in a text, lowercased, accents and punctuation dropped ("401(k)" → "401k"). */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(PLAN_NAME, '$1$2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word as the index keeps it: stop words are dropped (null). */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  return STOP_WORDS.has(word) ? null : word;
}

/**
 * Common words readers use for what our pages call something else. Each word of a query also
 * searches for these (one-way: "widow" finds survivor pages; "survivor" does not look for "widow").
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  widow: ['survivor', 'spouse'],
  widower: ['survivor', 'spouse'],
  widowed: ['survivor', 'spouse'],
  husband: ['spouse', 'spousal'],
  wife: ['spouse', 'spousal'],
  died: ['death', 'survivor'],
  dies: ['death', 'survivor'],
  pension: ['annuity'],
  ss: ['social', 'security'],
  ssa: ['social', 'security'],
  ltc: ['long', 'term', 'care'],
  nursing: ['long', 'term', 'care'],
  rmd: ['required', 'minimum', 'distribution'],
  rmds: ['required', 'minimum', 'distribution'],
  ira: ['individual', 'retirement'],
  401: ['401k'],
  hsa: ['health', 'savings'],
  magi: ['modified', 'adjusted', 'gross', 'income'],
  irmaa: ['income', 'related', 'monthly', 'adjustment'],
  fra: ['full', 'retirement', 'age'],
  pia: ['primary', 'insurance', 'amount'],
  heloc: ['home', 'equity', 'line'],
  medigap: ['supplement'],
  will: ['estate', 'probate'],
  heirs: ['beneficiary', 'beneficiaries'],
  heir: ['beneficiary'],
  inheritance: ['inherited', 'beneficiary'],
  drugs: ['prescription', 'part', 'd'],
  doctor: ['part', 'b'],
  hospital: ['part', 'a'],
  house: ['home'],
  downsize: ['downsizing'],
  taxes: ['tax'],
};

export type NormalizedQuery =
  | { kind: 'empty' }
  | { kind: 'no-words'; shown: string }
  | { kind: 'words'; shown: string; words: string[]; synonyms: string[]; truncated: boolean };

/**
 * What a reader typed, made safe and searchable: trimmed and cut to MAX_QUERY_LENGTH, split into
 * words (punctuation and stop words dropped), with the synonyms of each word alongside. `shown`
 * is the query as the page repeats it back ("5 results for widow"), plain text only.
 */
export function normalizeQuery(raw: string | null | undefined): NormalizedQuery {
  // Control characters (a pasted NUL, a bell) become spaces: \p{Cc} is every one of them.
  const text = (raw ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return { kind: 'empty' };
  const truncated = text.length > MAX_QUERY_LENGTH;
  const shown = truncated ? `${text.slice(0, MAX_QUERY_LENGTH).trimEnd()}…` : text;
  const words = [
    ...new Set(
      tokenize(text.slice(0, MAX_QUERY_LENGTH))
        .map(processTerm)
        .filter((w): w is string => w !== null),
    ),
  ].slice(0, 12);
  if (!words.length) return { kind: 'no-words', shown };
  const synonyms = [...new Set(words.flatMap((w) => SYNONYMS[w] ?? []))].filter((w) => !words.includes(w));
  return { kind: 'words', shown, words, synonyms, truncated };
}

/** One typo in words of 5 letters or more; none in shorter ones (a typo there is another word). */
export const fuzzyFor = (term: string): number => (term.length >= 5 ? 1 : 0);

/** Whether a word of the text is (or starts with) one of the matched index words. */
function matches(word: string, matched: readonly string[]): boolean {
  const token = tokenize(word)[0];
  return token !== undefined && matched.some((m) => token === m || (m.length >= 3 && token.startsWith(m)));
}

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/**
 * About `length` characters of a text around the first matched word, split into parts with the
 * matched words marked. The page renders marked parts as <mark> elements (never as HTML).
 */
export function excerpt(text: string, matched: readonly string[], length = 180): ExcerptPart[] {
  const words = text.split(/(\s+)/);
  let first = words.findIndex((w) => /\S/.test(w) && matches(w, matched));
  if (first < 0) first = 0;
  // Start a few words before the first match, at a word boundary.
  let start = Math.max(0, first - 12);
  let chars = 0;
  for (let i = first - 1; i >= start; i--) {
    chars += words[i]!.length;
    if (chars > length / 3) {
      start = i + 1;
      break;
    }
  }
  const parts: ExcerptPart[] = [];
  let used = 0;
  let end = start;
  for (; end < words.length && used < length; end++) {
    const word = words[end]!;
    used += word.length;
    const mark = /\S/.test(word) && matches(word, matched);
    // A marked word keeps its trailing punctuation outside the mark.
    const last = parts[parts.length - 1];
    if (!mark && last && !last.mark) last.text += word;
    else parts.push({ text: word, mark });
  }
  if (start > 0) parts.unshift({ text: '… ', mark: false });
  if (end < words.length) parts.push({ text: ' …', mark: false });
  return parts;
}
