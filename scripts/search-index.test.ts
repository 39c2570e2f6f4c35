import { describe, expect, it } from 'vitest';
import MiniSearch from 'minisearch';
import { compileArticle } from './content-compiler.ts';
import {
  articleDocuments,
  buildSearchIndex,
  readTools,
  siteDocuments,
  termDocument,
  toolDocument,
} from './search-index.ts';
import { SEARCH_OPTIONS, type SearchDocument } from '../src/search/options.ts';
import { indexFromDocuments, runSearch } from '../src/search/engine.ts';
import { normalizeQuery } from '../src/search/query.ts';

const front = `---
id: 99
slug: sample-article
title: Sample survivor guide
excerpt: A short excerpt for testing the index builder.
category: Social Security
content_type: guide
difficulty_level: Beginner
featured: false
created_at: 2026-01-01
updated_at: 2026-01-01
author_id: team
page_views: 0
tags: [widows]
---
Opening words.

## Survivor benefits

A survivor may claim at 60.

## Sources

- SSA
`;

describe('articleDocuments', () => {
  it('makes one document per ## section, linked to its heading, and leaves out Sources', () => {
    const docs = articleDocuments(compileArticle(front, 'content/articles/sample-article.md', []));
    expect(docs.map((d) => [d.id, d.section, d.type])).toEqual([
      ['/content/sample-article', '', 'guide'],
      ['/content/sample-article#survivor-benefits', 'Survivor benefits', 'guide'],
    ]);
    expect(docs[0]!.text).toBe('A short excerpt for testing the index builder. Opening words.');
    expect(docs[1]!.text).toBe('A survivor may claim at 60.');
  });
});

describe('tool and term documents', () => {
  it('calls a tool whose title says Calculator a calculator, and keeps its field labels as keywords', () => {
    expect(
      toolDocument({
        id: 'hsa',
        title: 'HSA Strategy Calculator',
        description: 'Project an HSA.',
        labels: ['HSA balance today'],
      }),
    ).toEqual({
      id: '/tools/hsa',
      title: 'HSA Strategy Calculator',
      type: 'calculator',
      section: '',
      keywords: 'HSA balance today',
      text: 'Project an HSA.',
    });
  });
  it('gives a Spanish page the tools in Spanish, a calculator still a calculator', () => {
    const tool = (locale: 'en' | 'es') => readTools(process.cwd(), locale).find((t) => t.id === 'rmd')!;
    const rmd = toolDocument(tool('es'), 'es');
    expect(rmd).toMatchObject({
      title: 'Calculadora de la distribución mínima requerida (RMD)',
      type: 'calculator',
      text: 'Calcule la cantidad más pequeña que el IRS le exige retirar de sus cuentas de jubilación.',
    });
    expect(rmd.id).toBe('/es/tools/rmd');
    expect(toolDocument(tool('en')).title).toBe('Required Minimum Distribution Calculator');
  });

  it('links a term to its anchor on /glossary', () => {
    expect(
      termDocument({
        id: 'pia',
        term: 'PIA',
        aliases: ['PIA'],
        definition: 'Your benefit at full retirement age.',
        source: '42 U.S.C. § 415',
      }),
    ).toMatchObject({
      id: '/glossary#pia',
      type: 'term',
      text: 'Your benefit at full retirement age. Source: 42 U.S.C. § 415.',
    });
  });
});

describe('the site index', () => {
  const docs = siteDocuments(process.cwd());
  const json = JSON.stringify(buildSearchIndex(docs));
  const index = MiniSearch.loadJSON<SearchDocument>(json, SEARCH_OPTIONS);
  const search = (q: string) => runSearch(index, normalizeQuery(q));

  it('holds every article section, every standalone tool and every glossary term', () => {
    expect(docs.filter((d) => d.type === 'term').length).toBeGreaterThanOrEqual(55);
    expect(docs.some((d) => d.id === '/tools/medicare-cost')).toBe(true);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
  });
  it('finds survivor benefits for "widow" (a synonym), in the section that explains them', () => {
    const hits = search('widow');
    expect(hits.slice(0, 3).map((h) => h.url)).toContain(
      '/content/social-security-optimization-strategy-guide#survivor-benefits',
    );
    expect(hits.slice(0, 3).map((h) => h.url)).toContain('/glossary#survivor-benefit');
  });
  it('finds Medicare for "medicre" (one typo)', () => {
    const hits = search('medicre');
    expect(hits.length).toBeGreaterThan(3);
    expect(
      hits
        .slice(0, 5)
        .every((h) => /medicare/i.test(`${h.title} ${h.section} ${h.excerpt.map((p) => p.text).join('')}`)),
    ).toBe(true);
    expect(hits.some((h) => h.excerpt.some((p) => p.mark && /medicare/i.test(p.text)))).toBe(true);
  });
  it('finds the 401(k) term for "401k", and a prefix finds whole words ("medig" → Medigap)', () => {
    expect(search('401k')[0]!.url).toBe('/glossary#401k');
    expect(search('medig').some((h) => h.url === '/glossary#medigap')).toBe(true);
  });
  it('shows each page once, at most 20 results', () => {
    const hits = search('tax');
    expect(hits.length).toBeLessThanOrEqual(20);
    const pages = hits.map((h) => (h.url.startsWith('/glossary') ? h.url : h.url.split('#')[0]));
    expect(new Set(pages).size).toBe(pages.length);
  });
  it('returns nothing, without an error, for queries with no words', () => {
    expect(search('')).toEqual([]);
    expect(search('?!')).toEqual([]);
    expect(search('<script>alert(1)</script>'.repeat(100))).toBeInstanceOf(Array);
  });
  it('loads the serialised index with the same options (the browser path)', () => {
    const small = indexFromDocuments([
      { id: '/a', title: 'A', type: 'guide', section: '', keywords: '', text: 'survivor' },
    ]);
    expect(
      runSearch(MiniSearch.loadJSON<SearchDocument>(JSON.stringify(small), SEARCH_OPTIONS), normalizeQuery('widow'))[0]!
        .url,
    ).toBe('/a');
  });
});
