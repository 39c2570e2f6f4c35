// @vitest-environment node
import { compileArticle, compileFile, ContentError, linkGlossaryTerms } from './content-compiler';
import { TOOL_IDS, type ToolId } from '../src/tools/toolIds.generated';

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
    const a = compileArticle(
      `${front()}\n## First part\n\nWords here.\n\n## Second part\n\nMore words.\n\n## Sources\n\n- IRS`,
      'content/articles/sample-article.md',
    );
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
    const a = compileArticle(
      `${front()}\n## What Medicare won't pay for & why\n\ntext`,
      'content/articles/sample-article.md',
    );
    expect(a.table_of_contents).toEqual([
      { id: 'what-medicare-won-t-pay-for-why', title: "What Medicare won't pay for & why", level: 1 },
    ]);
  });

  it('anchors plain-string TOC entries to section-N', () => {
    const a = compileArticle(
      `${front('table_of_contents: ["One", "Two"]\n')}\n## One\n\ntext\n\n## Two\n\ntext`,
      'content/articles/sample-article.md',
    );
    expect(a.content).toContain('<h2 id="section-1">One</h2>');
    expect(a.content).toContain('<h2 id="section-2">Two</h2>');
  });

  it('fails naming the file and the field when a field is missing', () => {
    const source = front().replace('category: "Tax Planning"\n', '');
    expect(() => compileArticle(source, 'content/articles/sample-article.md')).toThrow(ContentError);
    expect(() => compileArticle(source, 'content/articles/sample-article.md')).toThrow(
      /sample-article\.md: field "category"/,
    );
  });

  it('fails when a field has the wrong type or value', () => {
    expect(() =>
      compileArticle(front().replace('featured: false', 'featured: "yes"'), 'content/articles/sample-article.md'),
    ).toThrow(/field "featured"/);
    expect(() =>
      compileArticle(
        front().replace('content_type: guide', 'content_type: podcast'),
        'content/articles/sample-article.md',
      ),
    ).toThrow(/field "content_type"/);
  });

  it('rejects an excerpt longer than 160 characters', () => {
    const long = 'x'.repeat(161);
    expect(() =>
      compileArticle(
        front().replace('A short excerpt for testing the compiler.', long),
        'content/articles/sample-article.md',
      ),
    ).toThrow(/field "excerpt"/);
  });

  it('rejects a slug that differs from the file name', () => {
    expect(() => compileArticle(front(), 'content/articles/other.md')).toThrow(/field "slug"/);
  });

  it('sanitises the body at build time', () => {
    const a = compileArticle(
      `${front()}\nHello <script>alert(1)</script><img src=x onerror="alert(1)"> <a href="javascript:alert(1)">x</a>`,
      'content/articles/sample-article.md',
    );
    expect(a.content).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('keeps the embed marker element and the placeholder', () => {
    const a = compileArticle(
      `${front()}\nBefore\n\n<div data-embed="tool"></div>\n\nAfter\n\n[CALCULATOR]\n`,
      'content/articles/sample-article.md',
    );
    expect(a.content).toContain('<div data-embed="tool"></div>');
    expect(a.content).toContain('[CALCULATOR]');
  });

  it('writes each LTC guide card’s daily cost from the finance rules (SPEC §9: home 280, assisted 350, nursing 400) at build time', () => {
    const guide = compileFile('content/articles/long-term-care-planning-guide.md');
    const cards = (guide.guide_sections as { cards?: { careSetting?: string; figure?: string }[] }[])
      .flatMap((s) => s.cards ?? [])
      .filter((c) => c.careSetting);
    expect(cards.map((c) => [c.careSetting, c.figure])).toEqual([
      ['home', '$280 per day'],
      ['assisted', '$350 per day'],
      ['nursing', '$400 per day'],
    ]);
  });

  it('takes a second tool, placed at its own marker after the first tool, and refuses one without a tool or out of order', () => {
    const tools = 'tool:\n  id: rmd\n  title: "RMD"\nsecond_tool:\n  id: inherited-ira\n  title: "Inherited IRA"\n';
    const file = 'content/articles/sample-article.md';
    const a = compileArticle(
      `${front(tools)}\nBefore\n\n[CALCULATOR]\n\nMiddle\n\n<div data-embed="second-tool"></div>\n\nAfter\n`,
      file,
    );
    expect(a.second_tool).toEqual({ id: 'inherited-ira', title: 'Inherited IRA', frame: 'blue' });
    expect(a.content).toContain('<div data-embed="second-tool"></div>');
    expect(() =>
      compileArticle(`${front('second_tool:\n  id: inherited-ira\n  title: "Inherited IRA"\n')}\nText\n`, file),
    ).toThrow(/"second_tool" needs a "tool"/);
    expect(() =>
      compileArticle(`${front(tools)}\n<div data-embed="second-tool"></div>\n\n[CALCULATOR]\n`, file),
    ).toThrow(/must come after/);
    expect(() => compileArticle(`${front()}\nText\n\n<div data-embed="second-tool"></div>\n`, file)).toThrow(
      /front matter has none/,
    );
  });

  it('refuses a tool id no tool folder has (src/tools/<Tool>/tool.meta.ts), for the tool and the second tool', () => {
    const file = 'content/articles/sample-article.md';
    const typed: ToolId = 'rmd';
    const carried = compileArticle(`${front(`tool:\n  id: ${typed}\n  title: "RMD"\n`)}\n[CALCULATOR]\n`, file);
    expect(carried.tool?.id).toBe('rmd');
    expect(() =>
      compileArticle(`${front('tool:\n  id: rmd-calculator\n  title: "RMD"\n')}\n[CALCULATOR]\n`, file),
    ).toThrow(/field "tool\.id" must be the id of a tool in src\/tools \(not "rmd-calculator"\)/);
    expect(() =>
      compileArticle(
        `${front('tool:\n  id: rmd\n  title: "RMD"\nsecond_tool:\n  id: inherited\n  title: "Inherited IRA"\n')}\n[CALCULATOR]\n`,
        file,
      ),
    ).toThrow(/field "second_tool\.id" must be the id of a tool in src\/tools \(not "inherited"\)/);
    // The compiled article's id is the generated union: a misspelt id in code does not type-check either.
    // @ts-expect-error 'rmd-calculator' is not a ToolId
    const misspelt: ToolId = 'rmd-calculator';
    expect(TOOL_IDS).not.toContain(misspelt);
  });
});

describe('rules placeholders (G2)', () => {
  const file = 'content/articles/sample-article.md';
  const body = (text: string) => `${front()}\n## Figures\n\n${text}\n\n## Sources\n\n- IRS`;

  it('resolves {{rules:NAME}} from src/finance/rules at build time (Rev. Proc. 2025-32, CMS 2026, HUD ML 2025-22)', () => {
    const a = compileArticle(
      body(
        'Single {{rules:standardDeduction.2026.single}}, joint {{ rules:standardDeduction.2026.marriedJoint }}; Part B {{rules:medicare.2026.partBPremium}}; HECM {{rules:hecm.2026.limit}}; estate {{rules:estate.2026.basicExclusion|millions}} ({{rules:estate.2025.basicExclusion|millions}} in 2025); {{rules:gift.2026.annualExclusion|plain}}.',
      ),
      file,
      [], // no glossary: "Part B" and "HECM" stay plain text
    );
    expect(a.content).toContain(
      'Single $16,100, joint $32,200; Part B $202.90; HECM $1,249,125; estate $15 million ($13.99 million in 2025); 19,000.',
    );
  });

  it('resolves placeholders in the front matter too', () => {
    const source = `${front().replace('A short excerpt for testing the compiler.', 'Give {{rules:gift.2026.annualExclusion}} a year.')}\n## Sources\n\n- IRS`;
    expect(compileArticle(source, file).excerpt).toBe('Give $19,000 a year.');
  });

  it('fails the build on an unknown placeholder, naming the file and the placeholder', () => {
    expect(() => compileArticle(body('{{rules:standardDeduction.2031.single}}'), file)).toThrow(ContentError);
    expect(() => compileArticle(body('{{rules:standardDeduction.2031.single}}'), file)).toThrow(
      'content/articles/sample-article.md: unknown placeholder {{rules:standardDeduction.2031.single}}',
    );
  });

  it('fails on an unknown format and on a mistyped placeholder', () => {
    expect(() => compileArticle(body('{{rules:hecm.2026.limit|euros}}'), file)).toThrow(
      /sample-article\.md: placeholder \{\{rules:hecm\.2026\.limit\|euros\}\} has an unknown format "euros"/,
    );
    expect(() => compileArticle(body('{{rule:hecm.2026.limit}}'), file)).toThrow(
      /sample-article\.md: unknown placeholder "\{\{rule:hecm/,
    );
    expect(() => compileArticle(body('{{rules:hecm.2026.limit'), file)).toThrow(
      /sample-article\.md: unknown placeholder/,
    );
  });
});

describe('glossary links (H5)', () => {
  const terms = [
    { id: 'irmaa', term: 'IRMAA', aliases: ['IRMAA'], definition: 'An extra premium.' },
    { id: 'part-b', term: 'Part B', aliases: ['Part B'], definition: 'Doctor cover.' },
  ];
  it('links the first use of a term in each section, never in a heading, link or code', () => {
    const html = linkGlossaryTerms(
      '<p>IRMAA and IRMAA again, <a href="/x">Part B</a>, <code>Part B</code>.</p><h2 id="a">IRMAA</h2><p>Then IRMAA and Part B.</p>',
      terms,
    );
    expect(html).toBe(
      '<p><a href="/glossary#irmaa" data-glossary="irmaa">IRMAA</a> and IRMAA again, <a href="/x">Part B</a>, <code>Part B</code>.</p>' +
        '<h2 id="a">IRMAA</h2><p>Then <a href="/glossary#irmaa" data-glossary="irmaa">IRMAA</a> and <a href="/glossary#part-b" data-glossary="part-b">Part B</a>.</p>',
    );
  });
  it("the compiled body with its glossary links is the sanitiser's output: a hostile term list adds no script or handler", () => {
    const hostile = [
      { id: 'x" onmouseover="alert(1)', term: 'IRMAA', aliases: ['IRMAA'], definition: '<img src=x onerror=alert(1)>' },
    ];
    const a = compileArticle(`${front()}\nIRMAA is an extra premium.`, 'content/articles/sample-article.md', hostile);
    expect(a.content).toContain('data-glossary=');
    expect(a.content).not.toMatch(/<script|<img|onerror|onmouseover="alert/i);
  });
  it('leaves text inside an embed alone and keeps entities escaped', () => {
    expect(linkGlossaryTerms('<div data-embed="tool">IRMAA</div><p>a &lt;b&gt; IRMAA</p>', terms)).toBe(
      '<div data-embed="tool">IRMAA</div><p>a &lt;b&gt; <a href="/glossary#irmaa" data-glossary="irmaa">IRMAA</a></p>',
    );
  });
});
