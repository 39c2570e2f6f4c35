// @vitest-environment node
// Issue #40: one record of what each article, tool page and glossary term was checked against, and when
// (content/checked.json); each page shows its own line of it.
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { CheckedRecordSchema, readCheckedRecord } from '../scripts/checked-record';
import { compileFile } from '../scripts/content-compiler';
import { readToolPages } from '../scripts/tool-index.mjs';

const record = readCheckedRecord();
const articlesDir = path.resolve(__dirname, 'articles');
const slugs = fs
  .readdirSync(articlesDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => path.basename(f, '.md'));
const toolIds = readToolPages().map((tool) => tool.id);
const termIds = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, 'glossary.json'), 'utf8')) as { terms: { id: string }[] }
).terms.map((term) => term.id);

describe('the fact-check record (content/checked.json)', () => {
  it('has an entry for every article, every tool with a page and every glossary term, and for nothing else', () => {
    expect(slugs.filter((slug) => !record.articles[slug])).toEqual([]);
    expect(toolIds.filter((id) => !record.tools[id])).toEqual([]);
    expect(termIds.filter((id) => !record.glossary[id])).toEqual([]);
    expect(Object.keys(record.articles).filter((slug) => !slugs.includes(slug))).toEqual([]);
    expect(Object.keys(record.tools).filter((id) => !toolIds.includes(id))).toEqual([]);
    expect(Object.keys(record.glossary).filter((id) => !termIds.includes(id))).toEqual([]);
  });

  it.each(slugs)('%s was checked against at least two sources', (slug) => {
    const entry = record.articles[slug]!;
    const sources = new Set(entry.checks.flatMap((check) => check.sources));
    expect(sources.size).toBeGreaterThanOrEqual(2);
    expect(entry.against.length).toBeGreaterThanOrEqual(1);
  });

  it('every glossary term names at least two sources (the schema requires it)', () => {
    for (const id of termIds) expect(record.glossary[id]!.sources.length, id).toBeGreaterThanOrEqual(2);
  });

  it('says what each correction changed', () => {
    const checks = [
      ...Object.values(record.articles).flatMap((entry) => entry.checks),
      ...Object.values(record.tools).flatMap((entry) => entry.checks),
    ];
    for (const check of checks.filter((c) => c.result !== 'confirmed')) expect(check.note, check.what).toBeTruthy();
    for (const [id, term] of Object.entries(record.glossary))
      if (term.result !== 'confirmed') expect(term.note, id).toBeTruthy();
  });

  it('records the nine statements the fact-check found wrong or misleading as corrected', () => {
    const corrected = (slug: string) =>
      record.articles[slug]!.checks.filter((check) => check.result === 'corrected').map((check) => check.what);
    expect(corrected('social-security-optimization-strategy-guide').join(' ')).toMatch(/survivors born 1955–1961/);
    expect(record.glossary['traditional-ira']!.result).toBe('corrected');
    expect(record.glossary['step-up-in-basis']!.result).toBe('corrected');
    expect(record.glossary['eligible-designated-beneficiary']!.result).toBe('corrected');
    expect(corrected('beneficiary-planning-guide').join(' ')).toMatch(/Trigger for an heir’s yearly minimums/);
    expect(corrected('beneficiary-planning-guide').join(' ')).toMatch(/Divisor for an heir/);
    expect(corrected('rmd-calculator').join(' ')).toMatch(/heir’s rules depend on/);
    expect(record.tools['inherited-ira']!.checks.find((check) => check.result === 'corrected')).toBeDefined();
    expect(corrected('tax-impact-calculator').join(' ')).toMatch(/widow’s tax/);
    expect(corrected('tax-efficient-withdrawals-calculator').join(' ')).toMatch(/widow’s tax/);
    expect(corrected('tax-efficient-withdrawals-calculator').join(' ')).toMatch(/RMD start age/);
  });

  it('rejects a record with a missing field or too few sources, naming where', () => {
    const broken = structuredClone(record) as unknown as {
      glossary: Record<string, { sources: string[] }>;
      articles: Record<string, { checked: string }>;
    };
    broken.glossary['ira']!.sources = ['only one'];
    broken.articles['rmd-calculator']!.checked = 'November 2026';
    const result = v.safeParse(CheckedRecordSchema, broken);
    expect(result.success).toBe(false);
    const where = result.issues!.map((issue) => issue.path!.map((p) => String(p.key)).join('.'));
    expect(where).toEqual(expect.arrayContaining(['glossary.ira.sources', 'articles.rmd-calculator.checked']));
  });

  it.each(['rmd-planning-guide', 'beneficiary-planning-guide'])(
    'the compiled %s carries its line (date and sources), not the whole record',
    (slug) => {
      const article = compileFile(path.join(articlesDir, `${slug}.md`));
      expect(article.checked).toEqual({
        checked: record.articles[slug]!.checked,
        against: record.articles[slug]!.against,
      });
      expect(JSON.stringify(article)).not.toContain('"checks"');
    },
  );
});
