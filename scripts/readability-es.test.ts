import { describe, expect, it } from 'vitest';
import { countSpanishText, fernandezHuerta, inflesz, infleszBand, spanishSyllables } from './readability-es';

describe('spanishSyllables', () => {
  it('counts a syllable per vowel nucleus: diphthongs and triphthongs are one', () => {
    // Syllables as the RAE's Ortografía divides them: ju-bi-la-ción, be-ne-fi-cio, cón-yu-ge, ciu-dad, buey.
    expect(spanishSyllables('jubilación')).toBe(4);
    expect(spanishSyllables('beneficio')).toBe(4);
    expect(spanishSyllables('cónyuge')).toBe(3);
    expect(spanishSyllables('ciudad')).toBe(2);
    expect(spanishSyllables('cuidado')).toBe(3);
    expect(spanishSyllables('buey')).toBe(1);
  });
  it('splits a hiatus: two strong vowels, or an accented í or ú beside a vowel', () => {
    expect(spanishSyllables('poeta')).toBe(3); // po-e-ta
    expect(spanishSyllables('leer')).toBe(2); // le-er
    expect(spanishSyllables('día')).toBe(2); // dí-a
    expect(spanishSyllables('país')).toBe(2); // pa-ís
    expect(spanishSyllables('oído')).toBe(3); // o-í-do
  });
  it('does not count the silent u of que, qui, gue, gui, but counts ü', () => {
    expect(spanishSyllables('quien')).toBe(1);
    expect(spanishSyllables('guerra')).toBe(2);
    expect(spanishSyllables('pingüino')).toBe(3);
  });
  it('reads a final y after a vowel as part of the vowel, and "y" alone as a syllable', () => {
    expect(spanishSyllables('hoy')).toBe(1);
    expect(spanishSyllables('ley')).toBe(1);
    expect(spanishSyllables('y')).toBe(1);
    expect(spanishSyllables('ayuda')).toBe(3); // a-yu-da: y is a consonant before a vowel
  });
});

describe('inflesz and fernandezHuerta', () => {
  // "El Seguro Social paga cada mes.": El (1) Se-gu-ro (3) So-cial (2) pa-ga (2) ca-da (2) mes (1) = 11
  // syllables, 6 words, 1 sentence.
  const text = 'El Seguro Social paga cada mes.';
  it('counts the text', () => {
    expect(countSpanishText(text)).toEqual({ words: 6, sentences: 1, syllables: 11 });
  });
  it('computes Szigriszt-Pazos: 206.835 − 62.3 × 11/6 − 6/1', () => {
    expect(inflesz(text)).toBeCloseTo(206.835 - (62.3 * 11) / 6 - 6, 6);
  });
  it('computes Fernández Huerta: 206.84 − 0.60 × (100 × 11/6) − 1.02 × 6', () => {
    expect(fernandezHuerta(text)).toBeCloseTo(206.84 - 0.6 * ((100 * 11) / 6) - 1.02 * 6, 6);
  });
  it('scores long words in long sentences lower', () => {
    const hard =
      'La administración correspondiente determinará posteriormente la cuantía definitiva de las prestaciones contributivas reconocidas, considerando simultáneamente las cotizaciones acumuladas durante la totalidad de la trayectoria laboral.';
    expect(inflesz(hard)).toBeLessThan(40);
    expect(infleszBand(inflesz(hard))).toBe('muy difícil');
    expect(infleszBand(inflesz(text))).toBe('muy fácil');
  });
  it('gives 0 for a text with no words', () => {
    expect(inflesz('')).toBe(0);
    expect(fernandezHuerta('   ')).toBe(0);
  });
  it('names the INFLESZ bands at their published boundaries', () => {
    expect(infleszBand(39.9)).toBe('muy difícil');
    expect(infleszBand(40)).toBe('algo difícil');
    expect(infleszBand(55)).toBe('normal');
    expect(infleszBand(65)).toBe('bastante fácil');
    expect(infleszBand(80)).toBe('muy fácil');
  });
});
