// @vitest-environment node
// F7 content gate: every article is complete, consistent and linked to pages that exist.
import fs from 'node:fs';
import path from 'node:path';
import { compileFile } from '../scripts/content-compiler';
import type { CompiledArticle } from '../src/articles/contentTypes';
import related from './related.json';
import { readToolPages } from '../scripts/tool-index.mjs';
import { ARTICLE_FIGURES, formatFigure, type ArticleFigure } from '../src/finance/rules/core/articleFigures';

/** The tools with a page of their own, by id (their definitions, src/tools/<Tool>/tool.ts). */
const tools = Object.fromEntries(readToolPages().map((tool) => [tool.id, tool]));

const dir = path.resolve(__dirname, 'articles');
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.md'));
const articles: CompiledArticle[] = files.map((f) => compileFile(path.join(dir, f)));
const slugs = new Set(articles.map((a) => a.slug));

/** The 28 slugs SPEC §2 lists as link targets. */
const SPEC_SLUGS = [
  'reverse-mortgage-calculator',
  'home-equity-calculator',
  'downsizing-calculator',
  'long-term-care-calculator',
  'rmd-calculator',
  'roth-conversion-calculator',
  'tax-efficient-withdrawals-calculator',
  'social-security-optimization-calculator',
  'tax-impact-calculator',
  'medicare-cost-calculator',
  'reverse-mortgage-strategy-guide',
  'home-equity-strategy-guide',
  'downsizing-strategy-guide',
  'long-term-care-planning-guide',
  'tax-efficient-withdrawals-strategy-guide',
  'tax-efficient-withdrawals-guide',
  'rmd-planning-guide',
  'roth-conversion-guide',
  'retirement-income-planning-guide',
  'retirement-planning-guide',
  'healthcare-cost-planning-guide',
  'medicare-planning-guide',
  'tax-planning-guide',
  'healthcare-cost-optimization-guide',
  'estate-tax-planning-guide',
  'estate-planning-guide',
  'social-security-optimization-strategy-guide',
  'life-insurance-strategy-guide',
];

/** SPEC §2 fixes these guides' reading times. */
const SPEC_READING_TIMES: Record<string, number> = {
  'long-term-care-planning-guide': 18,
  'beneficiary-planning-guide': 12,
  'tax-efficient-withdrawals-guide': 16,
  'disability-insurance-calculator': 15,
};

describe('the content collection', () => {
  it('has every slug SPEC §2 lists as a link target', () => {
    expect(SPEC_SLUGS.filter((s) => !slugs.has(s))).toEqual([]);
  });

  it('gives every article a unique id', () => {
    const ids = articles.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the related-article sets to real slugs (five named sets and the default four)', () => {
    expect(related.default).toHaveLength(4);
    expect(Object.keys(related.sets).sort()).toEqual(
      [
        'life-insurance-strategy-guide',
        'medicare-planning-guide',
        'reverse-mortgage-strategy-guide',
        'social-security-optimization-strategy-guide',
        'tax-planning-guide',
      ].sort(),
    );
    const all = [...related.default, ...Object.values(related.sets).flat()];
    expect(all.filter((s) => !slugs.has(s))).toEqual([]);
  });
});

describe.each(articles.map((a) => [a.slug, a] as const))('%s', (_slug, article) => {
  it('has a title and an excerpt of at most 160 characters', () => {
    expect(article.title.length).toBeGreaterThan(3);
    expect(article.excerpt.length).toBeLessThanOrEqual(160);
  });

  it('has real text of the right length (guides 1,500–3,000 words, tool pages 700–1,500)', () => {
    const isGuide = article.content_type === 'guide';
    expect(article.word_count).toBeGreaterThanOrEqual(isGuide ? 1500 : 700);
    expect(article.word_count).toBeLessThanOrEqual(isGuide ? 3000 : 1500);
    expect(article.content).not.toMatch(/lorem ipsum|coming soon|TODO/i);
  });

  it('has a table of contents that matches its ## headings', () => {
    const expected = article.headings.filter((h) => h.toLowerCase() !== 'sources');
    const titles = article.table_of_contents.map((e) => (typeof e === 'string' ? e : e.title));
    expect(titles).toEqual(expected);
    for (const entry of article.table_of_contents) {
      if (typeof entry !== 'string') expect(article.content).toContain(`id="${entry.id}"`);
    }
  });

  it('ends with a Sources section that lists sources', () => {
    expect(article.headings.at(-1)).toBe('Sources');
    const sources = article.content.slice(article.content.lastIndexOf('>Sources</h2>'));
    expect((sources.match(/<li>/g) ?? []).length).toBeGreaterThanOrEqual(2);
  });

  it('has a reading time consistent with its word count (200 words a minute), or the spec’s fixed time', () => {
    const fixed = SPEC_READING_TIMES[article.slug];
    if (fixed) expect(article.reading_time).toBe(fixed);
    else expect(article.reading_time).toBe(Math.max(1, Math.ceil(article.word_count / 200)));
  });

  it('reads plainly (Flesch reading ease 50 or more)', () => {
    expect(article.readability_score).toBeGreaterThanOrEqual(50);
  });

  it('links only to articles and tools that exist, and to at least two other articles', () => {
    const links = [...article.content.matchAll(/href="(\/[^"#]*)/g)].map((m) => m[1] as string);
    const broken = links.filter((href) => {
      // The compiler's glossary links; content/glossary.test.ts checks their terms exist.
      if (href === '/glossary') return false;
      const content = /^\/content\/([a-z0-9-]+)$/.exec(href);
      if (content) return !slugs.has(content[1] as string);
      const tool = /^\/tools\/([a-z0-9-]+)$/.exec(href);
      if (tool) return !((tool[1] as string) in tools);
      return href !== '/';
    });
    expect(broken).toEqual([]);
    const others = new Set(links.filter((l) => l.startsWith('/content/') && l !== `/content/${article.slug}`));
    expect(others.size).toBeGreaterThanOrEqual(2);
  });

  it('has exactly one embed point when it carries a tool', () => {
    if (!article.tool) return;
    const embeds = (article.content.match(/data-embed="tool"|\[CALCULATOR\]/g) ?? []).length;
    expect(embeds).toBe(1);
    expect(Object.keys(tools).concat(['generic-calculator', 'checklist', 'step-tool'])).toContain(article.tool.id);
  });

  it('places a second tool once, after the first, and only one that exists', () => {
    const markers = (article.content.match(/data-embed="second-tool"/g) ?? []).length;
    if (!article.second_tool) {
      expect(markers).toBe(0);
      return;
    }
    expect(markers).toBeLessThanOrEqual(1);
    expect(Object.keys(tools)).toContain(article.second_tool.id);
    expect(article.second_tool.id).not.toBe(article.tool?.id);
  });

  it('opens with a key-takeaways box when it is a guide', () => {
    if (article.content_type !== 'guide') return;
    expect(article.content.trimStart().startsWith('<aside class="key-takeaways">')).toBe(true);
  });
});

/**
 * G2: a yearly rule value typed by hand in an article drifts when the rules change, so articles
 * write `{{rules:NAME}}` instead (src/finance/rules/core/articleFigures.ts). The same amount can mean
 * something else; each such use is listed here with what it is.
 */
const NOT_RULE_VALUES: { file: string; figure: string; count: number; meaning: string }[] = [
  {
    file: 'tax-efficient-withdrawals-strategy-guide.md',
    figure: '$24,150',
    count: 1,
    meaning: "Ruth's total deduction 16,100 + 2,050 + 6,000, not the head-of-household deduction",
  },
  {
    file: 'tax-efficient-withdrawals-guide.md',
    figure: '$1,850',
    count: 1,
    meaning: '1,000 of IRA withdrawal + 850 of newly taxable benefits',
  },
  {
    file: 'medicare-cost-calculator.md',
    figure: '$1,500',
    count: 5,
    meaning: "the tool's default out-of-pocket estimate (DEFAULTS.expectedOutOfPocket in the tool's fields.ts)",
  },
  {
    file: 'hsa-strategy-calculator.md',
    figure: '$4,150',
    count: 2,
    meaning: "the tool's default yearly contribution (SPEC §3 default input)",
  },
  {
    file: 'roth-conversion-calculator.md',
    figure: '$22,000',
    count: 3,
    meaning: "the worked example's tax: 22 % of a $100,000 conversion, not the 2023 joint 10 % bracket",
  },
  { file: 'social-security-optimization-strategy-guide.md', figure: '$2,000', count: 2, meaning: 'an example PIA' },
  { file: 'social-security-optimization-calculator.md', figure: '$2,000', count: 4, meaning: 'an example PIA' },
  { file: 'long-term-care-calculator.md', figure: '$2,000', count: 1, meaning: "the LTC premium model's base" },
  {
    file: 'reverse-mortgage-calculator.md',
    figure: '$2,000',
    count: 1,
    meaning: '1 % of 200,000 in the origination fee example',
  },
];

function handTyped(markdown: string, figure: ArticleFigure): string[] {
  const plain = formatFigure(figure.value);
  const forms = [
    plain,
    `$${figure.value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  ];
  if (figure.value >= 1_000_000) forms.push(formatFigure(figure.value, 'millions'));
  const found: string[] = [];
  for (const form of new Set(forms)) {
    const escaped = form.replace(/[$.*+?^()[\]{}|\\]/g, '\\$&');
    // Not part of a larger amount: $1,500 must not match $1,500,000 or $1,500.50.
    for (const _match of markdown.matchAll(new RegExp(`${escaped}(?![0-9]|,[0-9]|\\.[0-9])`, 'g'))) found.push(form);
  }
  return found;
}

describe('yearly rule values come from the rules, not typed by hand (G2)', () => {
  const yearly = Object.entries(ARTICLE_FIGURES).filter(([, f]) => f.yearly);
  // One amount can be several rules' value (married-separate = single deduction): check each amount once.
  const amounts = [...new Map(yearly.map(([name, f]) => [f.value, { name, figure: f }])).values()];

  it('knows the yearly figures the articles quote (deductions, HSA, Medicare, HECM, estate and gift)', () => {
    for (const name of [
      'standardDeduction.2026.single',
      'additional65.2026.married',
      'hsa.2026.family',
      'medicare.2026.partBPremium',
      'hecm.2026.limit',
      'estate.2026.basicExclusion',
      'gift.2026.annualExclusion',
    ])
      expect(ARTICLE_FIGURES[name]?.yearly, name).toBe(true);
  });

  it.each(files)('%s types no yearly rule value', (file) => {
    const markdown = fs.readFileSync(path.join(dir, file), 'utf8');
    const typed: string[] = [];
    for (const { name, figure } of amounts)
      for (const form of handTyped(markdown, figure)) typed.push(`${form} (${name})`);
    const allowed = NOT_RULE_VALUES.filter((a) => a.file === file);
    const unexplained = typed.filter((t) => !allowed.some((a) => t.startsWith(`${a.figure} (`)));
    expect(unexplained, `write {{rules:NAME}} instead`).toEqual([]);
    for (const a of allowed)
      expect(
        typed.filter((t) => t.startsWith(`${a.figure} (`)),
        `${a.figure}: ${a.meaning}`,
      ).toHaveLength(a.count);
  });

  it('the scan finds a hand-typed value (so a pass means something)', () => {
    expect(
      handTyped('For 2026 it is $16,100, not $16,100,000.', ARTICLE_FIGURES['standardDeduction.2026.single']!),
    ).toEqual(['$16,100']);
    expect(handTyped('Part B is $185.00.', ARTICLE_FIGURES['medicare.2025.partBPremium']!)).toEqual(['$185.00']);
    expect(handTyped('up to $15 million', ARTICLE_FIGURES['estate.2026.basicExclusion']!)).toEqual(['$15 million']);
  });
});
