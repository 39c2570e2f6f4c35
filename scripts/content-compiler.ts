/**
 * Build-time compiler for content/articles/*.md: front matter is validated (a missing or wrong
 * field fails the build naming the file and the field), the Markdown body becomes sanitised
 * HTML with heading ids that match the table of contents, and the derived fields
 * (reading_time, readability_score, table_of_contents) are computed from the text.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Marked } from 'marked';
import readability from 'text-readability';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import * as v from 'valibot';
import {
  ARTICLE_FIGURES,
  ARTICLE_PHRASES,
  FIGURE_FORMATS,
  formatFigure,
  formatRuleValue,
  type ArticleFigure,
  type FigureFormat,
} from '../src/finance/rules/core/articleFigures.ts';
import { termMatcher, type GlossaryTerm } from '../src/glossary/terms.ts';
import { checkedLine, currentCheckedRecord } from './checked-record.ts';
import { LTC_DAILY_BASE_COST } from '../src/finance/rules/health/ltc.ts';
import { FormulaError, withFormulaTrees } from '../src/tools/formula/formula.ts';
import {
  FrontMatterSchema,
  META_FIELDS,
  type CompiledArticle,
  type CompiledMeta,
  type TocEntry,
} from '../src/articles/contentTypes.ts';

export class ContentError extends Error {}

const window = new JSDOM('').window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

export const SANITIZE_OPTIONS = {
  ADD_ATTR: ['data-embed', 'aria-label', 'aria-labelledby', 'role'],
  ADD_TAGS: ['aside'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
} as const;

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

export function plainText(html: string): string {
  // Known entities are decoded first ("won&#39;t" → "won't"); any others become spaces.
  return decodeEntities(html.replace(/<[^>]+>/g, ' ').replace(/\[CALCULATOR\]/g, ' '))
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const field = issue.path?.map((p) => String(p.key)).join('.') ?? '(front matter)';
  return `field "${field}" ${issue.message}`;
}

/** `{{rules:standardDeduction.2026.single}}`, optionally `{{rules:NAME|millions}}`. */
const PLACEHOLDER = /\{\{\s*rules:([^}|\s]*)\s*(?:\|\s*([^}\s]*)\s*)?\}\}/g;

/**
 * The rule values placeholders read: the figures and phrases of src/finance/rules/core/articleFigures.ts,
 * or, in a test, ones built from a changed copy of the rules (`buildArticleFigures(changedRules)`).
 */
export interface RuleValues {
  figures: Readonly<Record<string, ArticleFigure>>;
  phrases: Readonly<Record<string, string>>;
}
export const RULE_VALUES: RuleValues = { figures: ARTICLE_FIGURES, phrases: ARTICLE_PHRASES };

/**
 * Replaces every rules placeholder with its value from src/finance/rules (articleFigures.ts).
 * An unknown name or format, or any other `{{…` left in the text, fails the build naming the file.
 */
export function resolvePlaceholders(source: string, fileName: string, rules: RuleValues = RULE_VALUES): string {
  const resolved = source.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
    const phrase = rules.phrases[name];
    if (phrase !== undefined) {
      if (format !== undefined)
        throw new ContentError(
          `${fileName}: placeholder ${whole} is a phrase made from a rule table; it takes no format`,
        );
      return phrase;
    }
    const figure = rules.figures[name];
    if (!figure)
      throw new ContentError(
        `${fileName}: unknown placeholder ${whole} (known names are in src/finance/rules/core/articleFigures.ts)`,
      );
    if (format !== undefined && !(FIGURE_FORMATS as readonly string[]).includes(format))
      throw new ContentError(
        `${fileName}: placeholder ${whole} has an unknown format "${format}" (use ${FIGURE_FORMATS.join(', ')})`,
      );
    return formatRuleValue(figure, format as FigureFormat | undefined);
  });
  // Articles use no other double braces, so any left over is a mistyped placeholder.
  const broken = /\{\{[^\n]{0,40}/.exec(resolved);
  if (broken) throw new ContentError(`${fileName}: unknown placeholder "${broken[0]}" (write {{rules:NAME}})`);
  return resolved;
}

/** Every string inside a JSON value with its placeholders resolved (a guide's sections, the glossary). */
export function resolveInJson<T>(value: T, fileName: string, rules: RuleValues = RULE_VALUES): T {
  if (typeof value === 'string') return resolvePlaceholders(value, fileName, rules) as T;
  if (Array.isArray(value)) return value.map((item) => resolveInJson(item, fileName, rules)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveInJson(item, fileName, rules)]),
    ) as T;
  return value;
}

/** A rule figure typed by hand in a sentence about its rule: where, what, and the placeholder to write. */
export interface LiteralRuleFigure {
  name: string;
  literal: string;
  sentence: string;
}

/** The ways a figure of each kind is written in a sentence (a number with an age, a sign or a year's words). */
function literalForms(figure: ArticleFigure): RegExp[] {
  const number = (value: number) => String(value).replace('.', '\\.');
  const value = figure.value;
  const notPartOfNumber = (pattern: string) => `(?<![0-9.,$])${pattern}(?![0-9]|[.,][0-9])`;
  switch (figure.kind) {
    case 'age': {
      const written = Number.isInteger(value)
        ? number(value)
        : `(?:${number(value)}|${Math.floor(value)} ?½|${Math.floor(value)} and a half)`;
      return [new RegExp(notPartOfNumber(written), 'gi')];
    }
    case 'percent':
      return [new RegExp(notPartOfNumber(`${number(value)} ?(?:%|percent\\b)`), 'gi')];
    case 'year':
      return [new RegExp(`(?<![0-9$])${value}(?![0-9])`, 'g')];
    case 'count': {
      const words: Record<number, string> = { 2: 'two', 3: 'three', 5: 'five', 7: 'seven', 10: 'ten' };
      const ordinals: Record<number, string> = { 5: 'fifth', 10: 'tenth' };
      const forms = [`${number(value)} (?:years?|months?)\\b`];
      if (words[value]) forms.push(`\\b${words[value]} (?:years?|months?)\\b`);
      if (ordinals[value]) forms.push(`\\b${ordinals[value]} year\\b`, `\\b${value}th year\\b`);
      return [new RegExp(notPartOfNumber(`(?:${forms.join('|')})`), 'gi')];
    }
    case 'money':
      return [];
  }
}

/** Sentences of a text: a full stop, question mark, colon or semicolon followed by a space, or a line break, ends one. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.?!;:])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * The rule figures (those whose `about` words say which rule they state) that a text types by hand in
 * a sentence about their rule, so that the text would not follow a change of the rule. The text is
 * the source as written, placeholders and all: a placeholder is not a hand-typed figure.
 */
export function literalRuleFigures(source: string, rules: RuleValues = RULE_VALUES): LiteralRuleFigure[] {
  const found: LiteralRuleFigure[] = [];
  const withoutPlaceholders = source.replace(PLACEHOLDER, ' ');
  for (const sentence of sentencesOf(withoutPlaceholders)) {
    for (const [name, figure] of Object.entries(rules.figures)) {
      if (figure.about === undefined) continue;
      if (!new RegExp(figure.about, 'i').test(sentence)) continue;
      for (const form of literalForms(figure))
        for (const match of sentence.matchAll(form)) found.push({ name, literal: match[0], sentence });
    }
  }
  return found;
}

/**
 * A guide card naming an LTC care setting shows that setting's daily cost from the rules (their
 * one home), written in here at build time: the article page then needs no finance module.
 */
function withCareCosts(section: unknown, file: string): unknown {
  const cards = (section as { cards?: unknown } | null)?.cards;
  if (!Array.isArray(cards)) return section;
  return {
    ...(section as object),
    cards: cards.map((card: { careSetting?: string; figure?: string }) => {
      if (card.careSetting === undefined) return card;
      const cost = (LTC_DAILY_BASE_COST as Record<string, number>)[card.careSetting];
      if (cost === undefined)
        throw new ContentError(
          `${path.relative(process.cwd(), file)}: unknown care setting "${card.careSetting}" (known: ${Object.keys(LTC_DAILY_BASE_COST).join(', ')})`,
        );
      return { ...card, figure: `${formatFigure(cost)} per day` };
    }),
  };
}

/** The glossary (content/glossary.json): the terms articles link to and /glossary defines. */
export function readGlossary(rules: RuleValues = RULE_VALUES): GlossaryTerm[] {
  return readGlossaryFile(rules).terms;
}

/** content/glossary.json as the site shows it: the intro and the terms, rule placeholders resolved. */
export function readGlossaryFile(rules: RuleValues = RULE_VALUES): { intro: string; terms: GlossaryTerm[] } {
  const file = new URL('../content/glossary.json', import.meta.url);
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { intro: string; terms: GlossaryTerm[] };
  return resolveInJson(raw, 'content/glossary.json', rules);
}

/** Elements whose text never becomes a glossary link: headings, links, code and embedded tools. */
const NO_GLOSSARY_LINKS = new Set([
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'A',
  'CODE',
  'PRE',
  'BUTTON',
  'SCRIPT',
  'STYLE',
  'SVG',
]);

/**
 * Links the first use of each glossary term in each section (the text from one ## heading to the
 * next) to its definition, `<a href="/glossary#id" data-glossary="id">`. Text inside headings,
 * links, code and embeds is left as it is.
 */
export function linkGlossaryTerms(html: string, terms: readonly GlossaryTerm[]): string {
  const matcher = termMatcher(terms);
  const doc = window.document;
  const box = doc.createElement('div');
  box.innerHTML = html;
  let linked = new Set<string>();
  const linkIn = (node: Text) => {
    let current: Text | null = node;
    while (current) {
      const match = matcher.first(current.data, (term) => !linked.has(term.id));
      if (!match) return;
      linked.add(match.term.id);
      const rest = current.splitText(match.index);
      const after = rest.splitText(match.end - match.index);
      const link = doc.createElement('a');
      link.setAttribute('href', `/glossary#${match.term.id}`);
      link.setAttribute('data-glossary', match.term.id);
      link.textContent = rest.data;
      rest.replaceWith(link);
      current = after;
    }
  };
  const walk = (parent: Node) => {
    for (const child of [...parent.childNodes]) {
      if (child.nodeType === 3) linkIn(child as Text);
      else if (child.nodeType === 1) {
        const element = child as Element;
        if (element.tagName === 'H2') linked = new Set();
        if (NO_GLOSSARY_LINKS.has(element.tagName.toUpperCase()) || element.hasAttribute('data-embed')) continue;
        walk(element);
      }
    }
  };
  walk(box);
  return box.innerHTML;
}

export function compileArticle(
  rawSource: string,
  fileName: string,
  glossaryTerms?: readonly GlossaryTerm[],
  rules: RuleValues = RULE_VALUES,
): CompiledArticle {
  const source = resolvePlaceholders(rawSource, fileName, rules);
  const parsed = matter(source);
  const result = v.safeParse(FrontMatterSchema, parsed.data);
  if (!result.success) {
    throw new ContentError(`${fileName}: ${result.issues.map(describeIssue).join('; ')}`);
  }
  const front = result.output;
  const expectedSlug = path.basename(fileName, '.md');
  if (front.slug !== expectedSlug) {
    throw new ContentError(`${fileName}: field "slug" must equal the file name (${expectedSlug})`);
  }
  if (front.tool && /\[CALCULATOR\]/.test(parsed.content) && /data-embed="tool"/.test(parsed.content)) {
    // Two kinds of embed point in one body is ambiguous; the splitter would use the first.
  }
  if (front.second_tool && !front.tool) {
    throw new ContentError(`${fileName}: field "second_tool" needs a "tool" first`);
  }
  if (front.second_tool) {
    const second = parsed.content.indexOf('data-embed="second-tool"');
    const first = Math.min(
      ...[parsed.content.indexOf('[CALCULATOR]'), parsed.content.indexOf('data-embed="tool"')].map((i) =>
        i === -1 ? Infinity : i,
      ),
    );
    if (second !== -1 && !(first < second)) {
      throw new ContentError(`${fileName}: the "second_tool" marker must come after the tool's own embed point`);
    }
  }
  if (!front.second_tool && /data-embed="second-tool"/.test(parsed.content)) {
    throw new ContentError(`${fileName}: the body marks a place for "second_tool", but the front matter has none`);
  }

  // Headings: ## are sections. String TOC entries anchor to section-N, so the Nth ## heading
  // takes that id; otherwise ids come from the heading text.
  const useNumberedAnchors =
    Array.isArray(front.table_of_contents) && front.table_of_contents.some((e) => typeof e === 'string');
  const headings: string[] = [];
  const usedIds = new Set<string>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const text = plainText(inner);
        let id: string;
        if (depth === 2) {
          headings.push(text);
          id = useNumberedAnchors ? `section-${headings.length}` : headingId(text);
        } else {
          id = headingId(text);
        }
        let unique = id || 'section';
        for (let n = 2; usedIds.has(unique); n++) unique = `${id}-${n}`;
        usedIds.add(unique);
        return `<h${depth} id="${unique}">${inner}</h${depth}>\n`;
      },
    },
  });
  const rawHtml = marked.parse(parsed.content) as string;
  const sanitize = (html: string) =>
    purify.sanitize(html, {
      ...SANITIZE_OPTIONS,
      ADD_ATTR: [...SANITIZE_OPTIONS.ADD_ATTR],
      ADD_TAGS: [...SANITIZE_OPTIONS.ADD_TAGS],
      FORBID_TAGS: [...SANITIZE_OPTIONS.FORBID_TAGS],
    }) as string;
  const sanitized = sanitize(rawHtml);
  // The glossary links are added to sanitised HTML, and the result is sanitised again: what the
  // article renders with dangerouslySetInnerHTML (ArticleBody) is always the sanitiser's output.
  const content = sanitize(linkGlossaryTerms(sanitized, glossaryTerms ?? readGlossary(rules)));

  // Measured on the text before glossary links: a link's tags would split "benefit</a>." apart.
  const text = plainText(sanitized);
  const words = countWords(text);
  const flesch = words > 0 ? readability.fleschReadingEase(text) : 0;
  const readabilityScore = Math.round(Math.min(100, Math.max(0, flesch)));

  const table_of_contents: TocEntry[] =
    front.table_of_contents ??
    headings.filter((h) => h.toLowerCase() !== 'sources').map((title) => ({ id: headingId(title), title, level: 1 }));

  const sectionsFile = path.resolve(path.dirname(fileName), '..', 'sections', `${front.layout}.json`);
  let guide_sections: unknown[] | undefined;
  if (fs.existsSync(sectionsFile)) {
    const parsedSections = JSON.parse(fs.readFileSync(sectionsFile, 'utf8')) as { sections?: unknown };
    if (!Array.isArray(parsedSections.sections))
      throw new ContentError(`${path.relative(process.cwd(), sectionsFile)}: field "sections" must be a list`);
    const sectionsName = path.relative(process.cwd(), sectionsFile);
    guide_sections = parsedSections.sections.map((section) =>
      withCareCosts(resolveInJson(section, sectionsName, rules), sectionsFile),
    );
  }

  const checked = checkedLine(currentCheckedRecord().articles[front.slug]);

  // Each formula of a config is parsed here, once, and ships as a checked tree: the page evaluates
  // trees and carries no parser. A formula that cannot be read stops the build.
  const formulaTrees = <C>(config: C, key: string): C => {
    try {
      return withFormulaTrees(config);
    } catch (error) {
      if (error instanceof FormulaError) throw new ContentError(`${fileName}: ${key}, ${error.message}`);
      throw error;
    }
  };

  return {
    ...front,
    ...(front.calculator_config
      ? { calculator_config: formulaTrees(front.calculator_config, 'calculator_config') }
      : {}),
    ...(front.tool_config ? { tool_config: formulaTrees(front.tool_config, 'tool_config') } : {}),
    guide_sections,
    reading_time: front.reading_time ?? Math.max(1, Math.ceil(words / 200)),
    readability_score: readabilityScore,
    word_count: words,
    table_of_contents,
    headings,
    content,
    ...(checked ? { checked } : {}),
  };
}

export function compileFile(file: string): CompiledArticle {
  return compileArticle(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
}

export function articleMeta(article: CompiledArticle): CompiledMeta {
  const meta = Object.fromEntries(META_FIELDS.map((field) => [field, article[field]])) as CompiledMeta;
  // Lists only need to know which tool an article carries.
  if (meta.tool) meta.tool = { id: meta.tool.id, title: meta.tool.title, frame: meta.tool.frame };
  return meta;
}
