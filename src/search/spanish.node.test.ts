import { describe, expect, it } from 'vitest';
import { indexFromDocuments, runSearch } from './engine';
import type { SearchDocument } from './options';
import { normalizeQuery } from './query';
import { spanishTerm } from './spanish';

const doc = (id: string, title: string, text: string): SearchDocument => ({
  id,
  title,
  type: 'guide',
  section: '',
  keywords: '',
  text,
});

const docs = [
  doc('/es/content/jubilacion', 'Plan de jubilación', 'Cómo planear su jubilación y sus ingresos.'),
  doc('/es/content/medicare', 'Guía de Medicare', 'Medicare Parte B cubre las visitas al médico.'),
  doc('/es/content/seguro-social', 'Guía del Seguro Social', 'Los beneficios de sobreviviente para una viuda.'),
  doc('/es/content/impuestos', 'Impuestos en la jubilación', 'El año tributario y la deducción estándar.'),
];
const index = indexFromDocuments(docs, 'es');
const search = (q: string) => runSearch(index, normalizeQuery(q, 'es')).map((hit) => hit.url);

describe('spanishTerm', () => {
  it('reaches one stem with or without accents', () => {
    expect(spanishTerm('jubilación')).toBe(spanishTerm('jubilacion'));
    expect(spanishTerm('jubilaciones')).toBe(spanishTerm('jubilacion'));
    expect(spanishTerm('pensión')).toBe(spanishTerm('pensiones'));
    expect(spanishTerm('distribución')).toBe(spanishTerm('distribuciones'));
    expect(spanishTerm('economía')).toBe(spanishTerm('economias'));
  });
  it('cuts verb and plural endings (Snowball Spanish)', () => {
    expect(spanishTerm('solicitar')).toBe(spanishTerm('solicita'));
    expect(spanishTerm('beneficios')).toBe(spanishTerm('beneficio'));
    expect(spanishTerm('impuestos')).toBe(spanishTerm('impuesto'));
  });
  it('drops Spanish stop words and keeps numbers as they are', () => {
    expect(spanishTerm('de')).toBeNull();
    expect(spanishTerm('qué')).toBeNull();
    expect(spanishTerm('401k')).toBe('401k');
    expect(spanishTerm('2026')).toBe('2026');
  });
});

describe('Spanish search', () => {
  it('finds "jubilación" when typed without its accent, and in the plural', () => {
    expect(search('jubilacion')[0]).toBe('/es/content/jubilacion');
    expect(search('jubilaciones')).toContain('/es/content/jubilacion');
  });
  it('finds what readers call by other names: pensión, seguro médico, viudo, Social Security', () => {
    expect(search('pensión')).toContain('/es/content/jubilacion');
    expect(search('seguro médico')).toContain('/es/content/medicare');
    expect(search('viudo')).toContain('/es/content/seguro-social');
    expect(search('social security')).toContain('/es/content/seguro-social');
  });
  it('ignores Spanish function words in a question', () => {
    expect(normalizeQuery('¿Cuándo debo pagar los impuestos?', 'es')).toMatchObject({
      words: ['pagar', 'impuestos'],
    });
    expect(search('¿Cuándo debo pagar los impuestos?')).toContain('/es/content/impuestos');
  });
  it('keeps each glossary term its own result on the Spanish glossary', () => {
    const glossary = indexFromDocuments(
      [
        { ...doc('/es/glossary#ira', 'IRA', 'Cuenta de jubilación.'), type: 'term' },
        { ...doc('/es/glossary#roth-ira', 'Roth IRA', 'Cuenta de jubilación Roth.'), type: 'term' },
      ],
      'es',
    );
    expect(runSearch(glossary, normalizeQuery('jubilacion', 'es'))).toHaveLength(2);
  });
});
