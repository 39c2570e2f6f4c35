/**
 * Spanish words as the search index keeps them: the Snowball Spanish stemmer (@orama/stemmers, the
 * Snowball project's algorithm as published; a well-kept package with no dependencies) cuts each word
 * to its stem, so "jubilaciones" finds "jubilación" and "solicita" finds "solicitar"; accents are then
 * dropped, so "jubilacion" typed without its accent finds it too.
 *
 * Snowball's Spanish rules are written for accented text, but a reader often types without accents,
 * and the tokeniser drops them (src/search/query.ts): the stemmer then sees "jubilacion", whose ending
 * ("-acion") it does not know, while "jubilación" loses "-ación". Every Spanish word ending in "-cion"
 * or "-sion" is written with the accent ("-ción", "-sión": an aguda ending in n), so the accent is put
 * back there before stemming, and both spellings reach the same stem.
 */
import { stemmer } from '@orama/stemmers/spanish';
import { SPANISH_STOP_WORDS } from './query.ts';

const fold = (word: string) => word.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** A Spanish word (lowercased, accents dropped or not) as the index keeps it: its stem without accents, or null for a stop word. */
export function spanishTerm(term: string): string | null {
  const word = fold(term.toLowerCase());
  if (SPANISH_STOP_WORDS.has(word)) return null;
  // Numbers and plan names ("401k", "2026") stay as they are.
  if (/\d/.test(word)) return word;
  return fold(stemmer(word.replace(/([cs])ion$/, '$1ión')));
}
