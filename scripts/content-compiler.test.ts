// @vitest-environment node
import { compileArticle, ContentError } from './content-compiler';

const front = (extra = '') => `---
id: 1
slug: sample-article
title: "Sample article"
excerpt: "A short excerpt for testing the compiler."
category: "Tax Planning"
content_type: guide
difficulty_level: Beginner
featured: false
created_at: "2026-11-22"
updated_at: "2026-11-22"
author_id: evergreen-editorial
page_views: 0
tags: [test]
${extra}---
`;

describe('compileArticle', () => {
  it('compiles a valid article and derives the table of contents from ## headings', () => {
    const a = compileArticle(`${front()}\n## First part\n\nWords here.\n\n## Second part\n\nMore words.\n\n## Sources\n\n- IRS`, 'content/articles/sample-article.md');
    expect(a.table_of_contents).toEqual([
      { id: 'first-part', title: 'First part', level: 1 },
      { id: 'second-part', title: 'Second part', level: 1 },
    ]);
    expect(a.content).toContain('<h2 id="first-part">First part</h2>');
    expect(a.reading_time).toBe(1);
    expect(a.word_count).toBeGreaterThan(5);
    expect(a.readability_score).toBeGreaterThanOrEqual(0);
    expect(a.readability_score).toBeLessThanOrEqual(100);
  });

  it('keeps apostrophes and ampersands in table-of-contents titles', () => {
    const a = compileArticle(`${front()}\n## What Medicare won't pay for & why\n\ntext`, 'content/articles/sample-article.md');
    expect(a.table_of_contents).toEqual([{ id: 'what-medicare-won-t-pay-for-why', title: "What Medicare won't pay for & why", level: 1 }]);
  });

  it('anchors plain-string TOC entries to section-N', () => {
    const a = compileArticle(`${front('table_of_contents: ["One", "Two"]\n')}\n## One\n\ntext\n\n## Two\n\ntext`, 'content/articles/sample-article.md');
    expect(a.content).toContain('<h2 id="section-1">One</h2>');
    expect(a.content).toContain('<h2 id="section-2">Two</h2>');
  });

  it('fails naming the file and the field when a field is missing', () => {
    const source = front().replace('category: "Tax Planning"\n', '');
    expect(() => compileArticle(source, 'content/articles/sample-article.md')).toThrow(ContentError);
    expect(() => compileArticle(source, 'content/articles/sample-article.md')).toThrow(/sample-article\.md: field "category"/);
  });

  it('fails when a field has the wrong type or value', () => {
    expect(() => compileArticle(front().replace('featured: false', 'featured: "yes"'), 'content/articles/sample-article.md')).toThrow(/field "featured"/);
    expect(() => compileArticle(front().replace('content_type: guide', 'content_type: podcast'), 'content/articles/sample-article.md')).toThrow(/field "content_type"/);
  });

  it('rejects an excerpt longer than 160 characters', () => {
    const long = 'x'.repeat(161);
    expect(() => compileArticle(front().replace('A short excerpt for testing the compiler.', long), 'content/articles/sample-article.md')).toThrow(/field "excerpt"/);
  });

  it('rejects a slug that differs from the file name', () => {
    expect(() => compileArticle(front(), 'content/articles/other.md')).toThrow(/field "slug"/);
  });

  it('sanitises the body at build time', () => {
    const a = compileArticle(`${front()}\nHello <script>alert(1)</script><img src=x onerror="alert(1)"> <a href="javascript:alert(1)">x</a>`, 'content/articles/sample-article.md');
    expect(a.content).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('keeps the embed marker element and the placeholder', () => {
    const a = compileArticle(`${front()}\nBefore\n\n<div data-embed="tool"></div>\n\nAfter\n\n[CALCULATOR]\n`, 'content/articles/sample-article.md');
    expect(a.content).toContain('<div data-embed="tool"></div>');
    expect(a.content).toContain('[CALCULATOR]');
  });
});
