/**
 * Search text handling shared by the index builder (scripts/search-index.ts) and the search page:
 * the tokeniser, the query normaliser (synonyms, punctuation, length) and the excerpt with marks.
 * Pure: no React, no DOM, no MiniSearch. Each language has its own stop words and synonyms; the
 * index's own processing of words (Spanish stems) is src/search/options.ts's.
 */
import type { Locale } from '../i18n/locale';

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

/**
 * Spanish words too common to search for (articles, prepositions, pronouns, "es", "son"…), written
 * without accents as the tokeniser leaves them. "no" is one: a query is words to find, not logic.
 */
export const SPANISH_STOP_WORDS: ReadonlySet<string> = new Set(
  'a al algo algunas algunos ante antes como con contra cual cuales cuando de del desde donde durante e el ella ellas ellos en entre era es esa esas ese eso esos esta estas este esto estos fue ha hay la las le les lo los me mi mis muy mas ni no nos nosotros o otra otras otro otros para pero poco por porque que quien quienes se sea ser si sin sobre son su sus tambien te ti tu tus u un una unas uno unos usted ustedes y ya yo cuanto cuanta cuantos cuantas como puedo debo'.split(
    ' ',
  ),
);

/** A word as the index keeps it: stop words are dropped (null). */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  return STOP_WORDS.has(word) ? null : word;
}

/** Whether a word is too common to search for in a language. */
function isStopWord(word: string, locale: Locale): boolean {
  return locale === 'es' ? SPANISH_STOP_WORDS.has(word) : STOP_WORDS.has(word);
}

/**
 * A synonym table from rows of [the words a reader may type, space-separated; what each of them also
 * searches for]: words that mean the same to a reader share one row, so their searches cannot drift apart.
 */
function synonymTable(
  rows: readonly (readonly [typed: string, alsoFinds: readonly string[]])[],
): Readonly<Record<string, readonly string[]>> {
  return Object.fromEntries(rows.flatMap(([typed, alsoFinds]) => typed.split(' ').map((word) => [word, alsoFinds])));
}

/**
 * Common words readers use for what our pages call something else. Each word of a query also
 * searches for these (one-way: "widow" finds survivor pages; "survivor" does not look for "widow").
 */
export const SYNONYMS = synonymTable([
  ['widow widower widowed', ['survivor', 'spouse']],
  ['husband wife', ['spouse', 'spousal']],
  ['died dies', ['death', 'survivor']],
  ['pension', ['annuity']],
  ['ss ssa', ['social', 'security']],
  ['ltc nursing', ['long', 'term', 'care']],
  ['rmd rmds', ['required', 'minimum', 'distribution']],
  ['ira', ['individual', 'retirement']],
  ['401', ['401k']],
  ['hsa', ['health', 'savings']],
  ['magi', ['modified', 'adjusted', 'gross', 'income']],
  ['irmaa', ['income', 'related', 'monthly', 'adjustment']],
  ['fra', ['full', 'retirement', 'age']],
  ['pia', ['primary', 'insurance', 'amount']],
  ['heloc', ['home', 'equity', 'line']],
  ['medigap', ['supplement']],
  ['will', ['estate', 'probate']],
  ['heirs', ['beneficiary', 'beneficiaries']],
  ['heir', ['beneficiary']],
  ['inheritance', ['inherited', 'beneficiary']],
  ['drugs', ['prescription', 'part', 'd']],
  ['doctor', ['part', 'b']],
  ['hospital', ['part', 'a']],
  ['house', ['home']],
  ['downsize', ['downsizing']],
  ['taxes', ['tax']],
]);

/**
 * Words Spanish-speaking readers use for what our Spanish pages call something else, and the English
 * names they may type ("social security"). Keys and values are written as the tokeniser leaves them
 * (lowercase, no accents); the index's stemmer then reads each ("pensiones" finds "pension").
 */
export const SPANISH_SYNONYMS = synonymTable([
  ['pension pensiones', ['jubilacion', 'anualidad']],
  ['retiro jubilarse jubilado jubilada retirement', ['jubilacion']],
  ['medico medica', ['medicare', 'salud']],
  ['salud', ['medicare']],
  ['doctor', ['parte', 'b']],
  ['hospital', ['parte', 'a']],
  ['medicinas', ['medicamentos', 'recetados', 'parte', 'd']],
  ['medicamentos', ['parte', 'd']],
  ['social', ['seguro']],
  ['security ss ssa', ['seguro', 'social']],
  ['viuda viudo', ['sobreviviente', 'conyuge']],
  ['esposo esposa marido pareja', ['conyuge']],
  ['murio muere', ['muerte', 'sobreviviente']],
  ['herederos heredero', ['beneficiario', 'herencia']],
  ['testamento', ['patrimonio', 'sucesion', 'herencia']],
  ['asilo residencia ltc', ['cuidado', 'largo', 'plazo']],
  ['casa', ['vivienda', 'hogar']],
  ['impuestos', ['impuesto', 'tributario']],
  ['taxes tax', ['impuesto']],
  ['rmd rmds dmr', ['distribucion', 'minima', 'requerida']],
  ['ira', ['cuenta', 'individual', 'jubilacion']],
  ['hsa', ['cuenta', 'ahorros', 'salud']],
  ['irmaa', ['ajuste', 'mensual', 'ingresos']],
  ['fra', ['plena', 'edad', 'jubilacion']],
  ['401', ['401k']],
  ['medigap', ['suplementario']],
]);

/** A language's synonyms (English's are SYNONYMS). */
const synonymsOf = (locale: Locale) => (locale === 'es' ? SPANISH_SYNONYMS : SYNONYMS);

export type NormalizedQuery =
  | { kind: 'empty' }
  | { kind: 'no-words'; shown: string }
  | { kind: 'words'; shown: string; words: string[]; synonyms: string[]; truncated: boolean };

/**
 * What a reader typed, made safe and searchable: trimmed and cut to MAX_QUERY_LENGTH, split into
 * words (punctuation and stop words dropped), with the synonyms of each word alongside. `shown`
 * is the query as the page repeats it back ("5 results for widow"), plain text only.
 */
export function normalizeQuery(raw: string | null | undefined, locale: Locale = 'en'): NormalizedQuery {
  // Control characters (a pasted NUL, a bell) become spaces: \p{Cc} is every one of them.
  const text = (raw ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return { kind: 'empty' };
  const truncated = text.length > MAX_QUERY_LENGTH;
  const shown = truncated ? `${text.slice(0, MAX_QUERY_LENGTH).trimEnd()}…` : text;
  const words = [...new Set(tokenize(text.slice(0, MAX_QUERY_LENGTH)).filter((w) => !isStopWord(w, locale)))].slice(
    0,
    12,
  );
  if (!words.length) return { kind: 'no-words', shown };
  const synonyms = [...new Set(words.flatMap((w) => synonymsOf(locale)[w] ?? []))].filter((w) => !words.includes(w));
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
