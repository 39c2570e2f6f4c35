/**
 * The Spanish glossary (content/es/glossary.json), as content/glossary.test.ts checks the English one:
 * every English term in Spanish words, under the same id (so /es/glossary#irmaa and the articles'
 * links keep working), plain one- or two-sentence definitions, the legal sources kept, rule figures
 * from the rules, and every Spanish article linking the first use of each term to /es/glossary#id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { compileLocalizedArticle, readGlossary, readGlossaryFile } from '../../scripts/content-compiler.ts';
import { fieldGlossaryTerms } from '../../scripts/content-plugin.ts';
import { termMatcher } from '../../src/glossary/terms.ts';
import { readToolPages } from '../../scripts/tool-index.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const english = readGlossary();
const terms = readGlossary(undefined, 'es');
const matcher = termMatcher(terms);
const spanishDir = path.join(ROOT, 'content/es/articles');
const slugs = fs
  .readdirSync(path.join(ROOT, 'content/articles'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3));
const known = { slugs: new Set(slugs), toolIds: new Set(readToolPages(ROOT).map((tool) => tool.id)) };
const articles = (fs.existsSync(spanishDir) ? fs.readdirSync(spanishDir) : [])
  .filter((f) => f.endsWith('.md'))
  .map((f) => compileLocalizedArticle(path.join(ROOT, 'content/articles', f), 'es', known, path.join(ROOT, 'content')));

function bodyText(html: string): string {
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  for (const el of doc.querySelectorAll('h1, h2, h3, h4, h5, h6, a, code, pre, [data-embed]')) el.remove();
  return doc.body.textContent ?? '';
}

describe('the Spanish glossary (content/es/glossary.json)', () => {
  it('has every English term, in the same order under the same id, in Spanish words', () => {
    expect(terms.map((t) => t.id)).toEqual(english.map((t) => t.id));
    const unchanged = terms.filter((t, i) => t.definition === english[i]!.definition).map((t) => t.id);
    expect(unchanged).toEqual([]);
    expect(readGlossaryFile(undefined, 'es').intro).not.toBe(readGlossaryFile().intro);
  });
  it('defines each term in one or two sentences, and keeps the source of every term a law defines', () => {
    for (const [i, t] of terms.entries()) {
      const sentences = t.definition.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡0-9])/).length;
      expect(sentences, `${t.id}: ${t.definition}`).toBeLessThanOrEqual(2);
      expect(Boolean(t.source), t.id).toBe(Boolean(english[i]!.source));
    }
  });
  it('states rule figures from the rules, as the English does (the same figure in both)', () => {
    const fra = (list: typeof terms) => list.find((t) => t.id === 'fra')!.definition.match(/\d+/g);
    expect(fra(terms)).toEqual(fra(english));
    expect(terms.map((t) => t.definition).join(' ')).not.toMatch(/\{\{/);
  });
  it('finds a term in Spanish text, with or without its English name, as a whole word', () => {
    const uses = (text: string) => matcher.all(text).map((m) => m.term.id);
    expect(uses('Su plena edad de jubilación (full retirement age) depende del año en que nació.')).toEqual(['fra', 'fra']);
    expect(uses('La distribución mínima requerida de su cuenta IRA tradicional.')).toEqual(['rmd', 'traditional-ira']);
    // A letter with an accent is part of the word: "primaria" holds no "prima", "excónyuge" no "cónyuge".
    expect(uses('El ingreso bruto ajustadomodificado')).toEqual([]);
  });
  it('gives the Spanish tool pages their "¿Qué es …?" terms from Spanish labels', () => {
    const fieldTerms = fieldGlossaryTerms(ROOT, 'es');
    expect(fieldTerms.length).toBeGreaterThan(0);
    for (const t of fieldTerms) expect(terms.find((term) => term.id === t.id)!.definition).toBe(t.definition);
  });
});

describe.each(articles.map((a) => [a.slug, a] as const))('Spanish article %s', (_slug, article) => {
  it('links every term it uses (outside headings, links and code) to /es/glossary', () => {
    const used = new Set(matcher.all(bodyText(article.content)).map((m) => m.term.id));
    const linked = new Set([...article.content.matchAll(/href="\/es\/glossary#([a-z0-9-]+)"/g)].map((m) => m[1]));
    expect([...used].filter((id) => !linked.has(id))).toEqual([]);
    expect(article.content).not.toMatch(/href="\/glossary#/);
  });
  it('links each term at most once per section, never in a heading', () => {
    expect(article.content).not.toMatch(/<h[1-6][^>]*>(?:(?!<\/h[1-6]>).)*href="\/es\/glossary#/s);
    for (const section of article.content.split(/<h2 /)) {
      const ids = [...section.matchAll(/data-glossary="([a-z0-9-]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
