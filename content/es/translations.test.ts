/**
 * The Spanish content (content/es/): every translated article keeps the English one's structure and
 * reads plainly in Spanish; every translated JSON file keeps the English one's shape; the review
 * record is well formed and names only articles that exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { compileLocalizedArticle } from '../../scripts/content-compiler.ts';
import { jsonDifferences, translationDifferences } from '../../scripts/content-locale.ts';
import { READING_EASE } from '../../scripts/readability-es.ts';
import { readToolPages } from '../../scripts/tool-index.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const englishDir = path.join(ROOT, 'content/articles');
const spanishDir = path.join(ROOT, 'content/es/articles');
const slugs = fs
  .readdirSync(englishDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3));
const known = { slugs: new Set(slugs), toolIds: new Set(readToolPages(ROOT).map((tool) => tool.id)) };
const translated = fs.existsSync(spanishDir)
  ? fs
      .readdirSync(spanishDir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -3))
  : [];

describe('Spanish articles', () => {
  it('each is the translation of an English article (same file name)', () => {
    expect(translated.filter((slug) => !known.slugs.has(slug))).toEqual([]);
  });
  describe.each(translated)('%s', (slug) => {
    const englishFile = path.join(englishDir, `${slug}.md`);
    it('keeps the English front matter, sections, embed markers, rule placeholders and links', () => {
      const english = fs.readFileSync(englishFile, 'utf8');
      const spanish = fs.readFileSync(path.join(spanishDir, `${slug}.md`), 'utf8');
      expect(translationDifferences(english, spanish, 'es', known)).toEqual([]);
    });
    it(`compiles, and reads plainly (${READING_EASE.es.formula} ${READING_EASE.es.minimum} or more)`, () => {
      const article = compileLocalizedArticle(englishFile, 'es', known, path.join(ROOT, 'content'));
      expect(article.lang).toBeUndefined();
      expect(article.readability_score).toBeGreaterThanOrEqual(READING_EASE.es.minimum);
      expect(article.content).not.toMatch(/href="\/(?!es\/)/);
    });
  });
  it('an article not yet translated shows the English, marked, its links kept on the Spanish pages', () => {
    const missing = slugs.find((slug) => !translated.includes(slug));
    if (!missing) return;
    const article = compileLocalizedArticle(path.join(englishDir, `${missing}.md`), 'es', known, path.join(ROOT, 'content'));
    expect(article.lang).toBe('en');
    expect(article.content).not.toMatch(/href="\/(?!es\/)/);
  });
});

const JSON_FILES = ['site.json', 'home.json', 'accessibility.json', 'consultation.json', 'glossary.json', 'related.json'];
const sectionFiles = fs.readdirSync(path.join(ROOT, 'content/sections')).map((f) => `sections/${f}`);

describe.each([...JSON_FILES, ...sectionFiles].filter((f) => fs.existsSync(path.join(ROOT, 'content/es', f))))(
  'content/es/%s',
  (file) => {
    it('has the English file’s shape: its keys, ids, addresses and list lengths; its own words', () => {
      const english = JSON.parse(fs.readFileSync(path.join(ROOT, 'content', file), 'utf8')) as unknown;
      const spanish = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/es', file), 'utf8')) as unknown;
      expect(jsonDifferences(english, spanish, `content/es/${file}`)).toEqual([]);
    });
  },
);

const ReviewSchema = v.strictObject({
  slug: v.picklist(slugs),
  /** Who read it (a helper's or a person's name). */
  reviewer: v.pipe(v.string(), v.minLength(2)),
  date: v.pipe(v.string(), v.isoDate('must be a date written YYYY-MM-DD')),
  /** What was read against what ("every figure against the English and SSA's Spanish pages"). */
  checked: v.pipe(v.array(v.pipe(v.string(), v.minLength(10))), v.minLength(1)),
  /** What the review changed; empty if nothing. */
  changes: v.array(v.pipe(v.string(), v.minLength(5))),
});
const ReviewsSchema = v.strictObject({ note: v.string(), reviews: v.array(ReviewSchema) });

describe('content/es/reviews.json', () => {
  const record = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/es/reviews.json'), 'utf8')) as unknown;
  it('is well formed: each review names an article, a reviewer, a date, what was checked and what changed', () => {
    const result = v.safeParse(ReviewsSchema, record);
    expect(result.issues?.map((i) => `${i.path?.map((p) => String(p.key)).join('.')}: ${i.message}`) ?? []).toEqual([]);
  });
  it('reviews only articles that have a Spanish translation, with dates in order', () => {
    const { reviews } = record as v.InferOutput<typeof ReviewsSchema>;
    expect(reviews.filter((r) => !translated.includes(r.slug)).map((r) => r.slug)).toEqual([]);
    const dates = reviews.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
  });
  it('rejects a review with no reviewer or nothing checked', () => {
    const bad = { note: '', reviews: [{ slug: slugs[0], reviewer: '', date: '2026-11-27', checked: [], changes: [] }] };
    expect(v.safeParse(ReviewsSchema, bad).success).toBe(false);
  });
});
