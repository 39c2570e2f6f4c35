import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { compileFile, readGlossary } from '../scripts/content-compiler.ts';
import { readTools } from '../scripts/search-index.ts';
import { termMatcher } from '../src/glossary/terms.ts';

const terms = readGlossary();
const matcher = termMatcher(terms);
const articlesDir = path.resolve('content/articles');
const articles = fs
  .readdirSync(articlesDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => compileFile(path.join(articlesDir, f)));

/** The text of an article that is not in a heading, link or code: where a term counts as used. */
function bodyText(html: string): string {
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  for (const el of doc.querySelectorAll('h1, h2, h3, h4, h5, h6, a, code, pre, [data-embed]')) el.remove();
  return doc.body.textContent ?? '';
}

describe('the glossary (content/glossary.json)', () => {
  it('has about 60 terms, each with a unique id, a term, aliases and a definition of one or two sentences', () => {
    expect(terms.length).toBeGreaterThanOrEqual(55);
    expect(new Set(terms.map((t) => t.id)).size).toBe(terms.length);
    for (const t of terms) {
      expect(t.id, t.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(t.aliases.length, t.id).toBeGreaterThan(0);
      const sentences = t.definition.split(/(?<=[.!?])\s+(?=[A-Z0-9])/).length;
      expect(sentences, `${t.id}: ${t.definition}`).toBeLessThanOrEqual(2);
    }
  });

  it('gives a source for every term that a law defines (tax code, Social Security Act, CFR)', () => {
    const legal = [
      'ira',
      'roth-ira',
      'rmd',
      'qcd',
      'magi',
      'irmaa',
      'fra',
      'pia',
      'hsa',
      'hecm',
      'estate-tax',
      'part-b',
      'medigap',
      'eligible-designated-beneficiary',
    ];
    for (const id of legal) expect(terms.find((t) => t.id === id)?.source, id).toBeTruthy();
  });

  it('links every term an article uses (outside headings, links and code) to its definition', () => {
    const missing: string[] = [];
    for (const article of articles) {
      const used = new Set(matcher.all(bodyText(article.content)).map((m) => m.term.id));
      const linked = new Set([...article.content.matchAll(/href="\/glossary#([a-z0-9-]+)"/g)].map((m) => m[1]));
      for (const id of used) if (!linked.has(id)) missing.push(`${article.slug}: ${id}`);
    }
    expect(missing).toEqual([]);
  });

  it('never links inside a heading, a link or code', () => {
    for (const article of articles) {
      expect(article.content, article.slug).not.toMatch(/<h[1-6][^>]*>(?:(?!<\/h[1-6]>).)*href="\/glossary#/s);
      expect(article.content, article.slug).not.toMatch(/<a [^>]*>(?:(?!<\/a>).)*<a /s);
      expect(article.content, article.slug).not.toMatch(/<code>(?:(?!<\/code>).)*href="\/glossary#/s);
    }
  });

  it('links each term at most once per section', () => {
    for (const article of articles) {
      for (const section of article.content.split(/<h2 /)) {
        const ids = [...section.matchAll(/data-glossary="([a-z0-9-]+)"/g)].map((m) => m[1]);
        expect(new Set(ids).size, article.slug).toBe(ids.length);
      }
    }
  });

  it('has no term that no page uses (articles and tool field labels)', () => {
    const used = new Set<string>();
    for (const article of articles)
      for (const m of article.content.matchAll(/data-glossary="([a-z0-9-]+)"/g)) used.add(m[1]!);
    for (const tool of readTools(process.cwd()))
      for (const label of tool.labels) for (const m of matcher.all(label)) used.add(m.term.id);
    expect(terms.filter((t) => !used.has(t.id)).map((t) => t.id)).toEqual([]);
  });
});
