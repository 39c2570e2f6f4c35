/**
 * Reading ease of Spanish text: the Szigriszt-Pazos perspicuity formula read on the INFLESZ scale
 * (Barrio-Cantalejo et al., "Validación de la Escala INFLESZ para evaluar la legibilidad de los textos
 * dirigidos a pacientes", Anales del Sistema Sanitario de Navarra 31(2), 2008), the scale Spanish health
 * writers use for texts meant for patients, and Fernández Huerta's formula (1959) for comparison.
 *
 *   Szigriszt-Pazos = 206.835 − 62.3 × (syllables ÷ words) − (words ÷ sentences)
 *   Fernández Huerta = 206.84 − 0.60 × (syllables per 100 words) − 1.02 × (words per sentence)
 *     (the sentence term as Law (2011) showed the formula was meant to read, like Flesch's)
 *
 * INFLESZ bands: below 40 very hard, 40–55 somewhat hard, 55–65 normal, 65–80 fairly easy, 80+ very easy.
 *
 * Why written here: the registry's Spanish syllable counter (silabea 1.0.0, one release, with its test
 * tools as runtime dependencies) is not a well-kept package, and the readability packages count
 * syllables with English rules ("jubilación" is not 3 syllables in English spelling rules, it is 4).
 * Spanish spelling is regular enough that a syllable is a vowel nucleus: a run of vowels is one
 * syllable (a diphthong or triphthong) unless two strong vowels (a, e, o) meet, or an accented weak
 * vowel (í, ú) meets another vowel: a hiatus splits them. "u" is silent in "que", "qui", "gue", "gui".
 */

const STRONG = 'aeoáéó';
const WEAK_ACCENTED = 'íú';
const VOWELS = 'aeiouáéíóúü';

/** The number of syllables of one Spanish word (letters only; numbers and symbols count as none). */
export function spanishSyllables(word: string): number {
  const w = word
    .toLowerCase()
    .replace(/[^a-záéíóúüñ]/g, '')
    // The "u" of que/qui/gue/gui is not pronounced (ü is: "pingüino").
    .replace(/([qg])u([eiéí])/g, '$1$2')
    // A final "y" after a vowel closes a diphthong (hoy, muy, ley); elsewhere it is a consonant.
    .replace(/([aeiouáéíóú])y$/, '$1i');
  if (w === 'y') return 1;
  let syllables = 0;
  let previous = '';
  for (const letter of w) {
    if (!VOWELS.includes(letter)) {
      previous = '';
      continue;
    }
    if (!previous) syllables++;
    else {
      const hiatus =
        (STRONG.includes(previous) && STRONG.includes(letter)) ||
        WEAK_ACCENTED.includes(previous) ||
        WEAK_ACCENTED.includes(letter);
      if (hiatus) syllables++;
    }
    previous = letter;
  }
  return Math.max(syllables, w.length > 0 ? 1 : 0);
}

/** The words of a text that have letters (figures like "$1,234" or "65" are read but count no syllables here). */
const wordsOf = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/** Sentences: a full stop, question or exclamation mark, colon or semicolon ends one (at least one). */
const sentenceCount = (text: string) =>
  Math.max(1, text.split(/[.!?;:¿¡]+(?:\s+|$)/).filter((s) => /[\p{L}\p{N}]/u.test(s)).length);

export interface SpanishTextCounts {
  words: number;
  sentences: number;
  syllables: number;
}

export function countSpanishText(text: string): SpanishTextCounts {
  const words = wordsOf(text);
  // A number is read aloud: "65" is "se-sen-ta y cin-co"; count it as the 3 syllables of an average
  // short number rather than none, so figures do not make a text look easier than it reads.
  const syllables = words.reduce((sum, w) => sum + (/\p{L}/u.test(w) ? spanishSyllables(w) : 3), 0);
  return { words: words.length, sentences: sentenceCount(text), syllables };
}

/** Szigriszt-Pazos perspicuity, read on the INFLESZ scale (0–100; 55 and more is "normal" or easier). */
export function inflesz(text: string): number {
  const { words, sentences, syllables } = countSpanishText(text);
  if (words === 0) return 0;
  return 206.835 - (62.3 * syllables) / words - words / sentences;
}

/** Fernández Huerta's reading ease (0–100, like Flesch's). */
export function fernandezHuerta(text: string): number {
  const { words, sentences, syllables } = countSpanishText(text);
  if (words === 0) return 0;
  return 206.84 - 0.6 * ((100 * syllables) / words) - 1.02 * (words / sentences);
}

/** The INFLESZ band of a score, as the scale names it. */
export function infleszBand(score: number): 'muy difícil' | 'algo difícil' | 'normal' | 'bastante fácil' | 'muy fácil' {
  if (score < 40) return 'muy difícil';
  if (score < 55) return 'algo difícil';
  if (score < 65) return 'normal';
  if (score < 80) return 'bastante fácil';
  return 'muy fácil';
}

/**
 * The reading ease each language's articles must reach, by its own formula. English: Flesch 50, the
 * foot of Flesch's "fairly difficult" band (content/content.test.ts). Spanish: INFLESZ 55, the foot of
 * the scale's "normal" band, which its authors give as the least a text for the general public should
 * reach. The two scales are not one: 55 is chosen as the same kind of line (the easy side of "somewhat
 * hard"), a little stricter than English's, for readers of 65 and more.
 */
export const READING_EASE = {
  es: { formula: 'INFLESZ', minimum: 55 },
} as const;
