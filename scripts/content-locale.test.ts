import { describe, expect, it } from 'vitest';
import { buildArticlePhrases } from '../src/finance/rules/core/articleFigures.ts';
import {
  formatFigureIn,
  frontMatterDifferences,
  jsonDifferences,
  phrasesFromCatalog,
  phrasesIn,
  translationDifferences,
} from './content-locale.ts';
import { compileArticle, ruleValuesFor } from './content-compiler.ts';

const known = { slugs: new Set(['rmd-calculator', 'rmd-planning-guide']), toolIds: new Set(['rmd']) };

const article = (front: string, body: string) => `---\n${front}\n---\n${body}`;
const englishFront = `id: 104
slug: rmd-calculator
title: "RMD Calculator"
excerpt: "Estimate this year's required minimum distribution."
category: "Tax Planning"
content_type: calculator
difficulty_level: Beginner
featured: false
created_at: "2026-11-22"
updated_at: "2026-11-24"
author_id: evergreen-editorial
page_views: 0
tags: [rmd, ira]
layout: split
tool:
  id: rmd
  title: "RMD Calculator"
  description: "Enter your age."
  frame: blue
related_resources: [rmd-planning-guide]`;
const spanishFront = englishFront
  .replace('title: "RMD Calculator"\nexcerpt', 'title: "Calculadora de la DMR"\nexcerpt')
  .replace(
    `"Estimate this year's required minimum distribution."`,
    '"Calcule la distribución mínima requerida de este año."',
  )
  .replace('tags: [rmd, ira]', 'tags: [dmr, ira, jubilación]')
  .replace(
    '  title: "RMD Calculator"\n  description: "Enter your age."',
    '  title: "Calculadora de la DMR"\n  description: "Escriba su edad."',
  );
const englishBody = `Intro [guide](/content/rmd-planning-guide).

## How it works

At {{rules:rmd.startAge}} you start. [CALCULATOR]

## Sources

- IRS
`;
const spanishBody = `Introducción: [guía](/es/content/rmd-planning-guide).

## Cómo funciona

A los {{rules:rmd.startAge}} años empieza. [CALCULATOR]

## Fuentes

- IRS
`;

describe('translationDifferences', () => {
  it('accepts a translation that changes only the words', () => {
    expect(
      translationDifferences(article(englishFront, englishBody), article(spanishFront, spanishBody), 'es', known),
    ).toEqual([]);
  });
  it('names a front matter field changed beyond the words, and a missing one', () => {
    const changed = spanishFront.replace('layout: split', 'layout: common').replace('page_views: 0\n', '');
    const problems = translationDifferences(
      article(englishFront, englishBody),
      article(changed, spanishBody),
      'es',
      known,
    );
    expect(problems).toContain('front matter "layout": must equal the English "split", not "common"');
    expect(problems).toContain('front matter "page_views": missing (the English has it)');
  });
  it('names a tool id changed, but lets the tool title and description be words', () => {
    const changed = spanishFront.replace('  id: rmd', '  id: rmd-es');
    expect(
      translationDifferences(article(englishFront, englishBody), article(changed, spanishBody), 'es', known),
    ).toEqual(['front matter "tool".id: must equal the English "rmd", not "rmd-es"']);
  });
  it('names a missing section, embed marker or rule placeholder, and a figure typed by hand', () => {
    const body = spanishBody
      .replace('## Cómo funciona\n', '')
      .replace(' [CALCULATOR]', '')
      .replace('{{rules:rmd.startAge}}', '73');
    const problems = translationDifferences(
      article(englishFront, englishBody),
      article(spanishFront, body),
      'es',
      known,
    );
    expect(problems).toEqual([
      'body: 1 "##" sections; the English has 2 (the same sections, in the same order)',
      'body: embed markers "none"; the English has "[CALCULATOR]"',
      'body: the English states {{rules:rmd.startAge}}; write that placeholder here too',
    ]);
  });
  it('names a link that leaves the Spanish pages or names no page', () => {
    const body =
      spanishBody.replace('/es/content/rmd-planning-guide', '/content/rmd-planning-guide') +
      '\n[x](/es/content/nada) [y](/es/tools/nada)\n';
    const problems = translationDifferences(
      article(englishFront, englishBody),
      article(spanishFront, body),
      'es',
      known,
    );
    expect(problems).toEqual([
      'body: the link /content/rmd-planning-guide leaves the es pages (write /es/content/rmd-planning-guide)',
      'body: the link /es/content/nada names no article',
      'body: the link /es/tools/nada names no tool page',
    ]);
  });
  it('lets a config-driven tool translate its words and nothing else', () => {
    const en = { checklist_config: { title: 'Ready?', items: [{ id: 'a', label: 'Save', priority: 'high' }] } };
    const es = { checklist_config: { title: '¿Listo?', items: [{ id: 'a', label: 'Ahorre', priority: 'alta' }] } };
    expect(frontMatterDifferences(en, es)).toEqual([
      'front matter "checklist_config".items[0].priority: must equal the English "high", not "alta"',
    ]);
  });
});

describe('jsonDifferences', () => {
  it('keeps ids, addresses and list lengths, lets words and aliases differ', () => {
    const en = { intro: 'Words', terms: [{ id: 'ira', term: 'IRA', aliases: ['IRA', 'IRAs'], href: '/x' }] };
    const ok = {
      intro: 'Palabras',
      terms: [{ id: 'ira', term: 'IRA', aliases: ['IRA', 'cuenta IRA', 'IRAs'], href: '/x' }],
    };
    expect(jsonDifferences(en, ok, 'g.json')).toEqual([]);
    const bad = { intro: 'Palabras', terms: [{ id: 'cuenta-ira', term: 'IRA', aliases: [], href: '/x' }], extra: 1 };
    expect(jsonDifferences(en, bad, 'g.json')).toEqual([
      'g.json.extra: not in the English',
      'g.json.terms[0].id: must equal the English "ira", not "cuenta-ira"',
      'g.json.terms[0].aliases: must be a list of words',
    ]);
  });
});

describe('rule phrases and figures in Spanish', () => {
  it('words the same facts as the rules module, in English, from the catalog', () => {
    expect(phrasesFromCatalog('en')).toEqual(buildArticlePhrases());
  });
  it('words them in Spanish: dates day first, the survivor list with "y"', () => {
    const phrases = phrasesIn('es');
    expect(phrases['rmd.requiredBeginningDate']).toBe('1 de abril');
    expect(phrases['socialSecurity.deemedFilingBornFrom']).toBe('2 de enero de 1954');
    expect(phrases['socialSecurity.survivorFraEarlier']).toBe(
      '2 meses antes si nació en 1955, 4 meses si nació entre 1956 y 1960, y 2 meses si nació en 1961',
    );
  });
  it('writes millions and ordinals the Spanish way, other figures as en-US does', () => {
    expect(formatFigureIn('es', 15_000_000, 'millions')).toBe('$15 millones');
    expect(formatFigureIn('es', 1_000_000, 'millions')).toBe('$1 millón');
    expect(formatFigureIn('es', 65, 'ordinal')).toBe('65.º');
    expect(formatFigureIn('es', 1234, 'money')).toBe(formatFigureIn('en', 1234, 'money'));
  });
  it('resolves a Spanish article’s placeholders with them, and links glossary terms to /es/glossary', () => {
    const a = compileArticle(
      article(spanishFront, 'Su primera DMR vence el {{rules:rmd.requiredBeginningDate}}. Una IRA.\n'),
      'content/es/articles/rmd-calculator.md',
      [{ id: 'ira', term: 'IRA', aliases: ['IRA'], definition: 'Cuenta.' }],
      ruleValuesFor('es'),
      'es',
    );
    expect(a.content).toContain('vence el 1 de abril');
    expect(a.content).toContain('href="/es/glossary#ira"');
  });
});
