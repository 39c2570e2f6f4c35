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
  defaultFormat,
  formatFigure,
  formatRuleValue,
  type ArticleFigure,
  type FigureFormat,
} from '../src/finance/rules/core/articleFigures.ts';
import {
  CONTENT_DIR,
  DEFAULT_LOCALE,
  contentWords,
  formatFigureIn,
  isSourcesHeading,
  localizedFile,
  phrasesIn,
  readLocalizedJson,
  sourceNamesIn,
  translationDifferences,
  ContentLocaleError,
  type Locale,
} from './content-locale.ts';
import { inflesz } from './readability-es.ts';
import { termMatcher, type GlossaryTerm } from '../src/glossary/terms.ts';
import { checkedLine, currentCheckedRecord, type CheckedLine } from './checked-record.ts';
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
  /** How a figure is written in the text's language (English: the rules module's own `formatRuleValue`). */
  format?: (figure: ArticleFigure, format: FigureFormat | undefined) => string;
}
export const RULE_VALUES: RuleValues = { figures: ARTICLE_FIGURES, phrases: ARTICLE_PHRASES };

const localizedRuleValues = new Map<Locale, RuleValues>();

/**
 * The rule values as a language writes them: the same figures, the phrases made from rule tables in its
 * words ("1 de abril"), and "$15 millones", "65.º" where English writes "$15 million", "65th".
 */
export function ruleValuesFor(locale: Locale): RuleValues {
  if (locale === DEFAULT_LOCALE) return RULE_VALUES;
  let values = localizedRuleValues.get(locale);
  if (!values) {
    values = {
      figures: ARTICLE_FIGURES,
      phrases: phrasesIn(locale),
      format: (figure, format) => {
        const chosen = format ?? defaultFormat(figure.kind);
        return chosen === 'millions' || chosen === 'ordinal'
          ? formatFigureIn(locale, figure.value, chosen)
          : formatRuleValue(figure, format);
      },
    };
    localizedRuleValues.set(locale, values);
  }
  return values;
}

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
    return (rules.format ?? formatRuleValue)(figure, format as FigureFormat | undefined);
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
function withCareCosts(section: unknown, file: string, locale: Locale = DEFAULT_LOCALE): unknown {
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
      return { ...card, figure: contentWords(locale)('perDay', { amount: formatFigure(cost) }) };
    }),
  };
}

/** The glossary (content/glossary.json): the terms articles link to and /glossary defines. */
export function readGlossary(rules?: RuleValues, locale: Locale = DEFAULT_LOCALE): GlossaryTerm[] {
  return readGlossaryFile(rules, locale).terms;
}

/**
 * A language's glossary as the site shows it: the intro and the terms, rule placeholders resolved.
 * Another language's is `content/<locale>/glossary.json`, checked against the English one (the same
 * terms, ids and sources; its own words and aliases); while it has none, the English one.
 */
export function readGlossaryFile(
  rules?: RuleValues,
  locale: Locale = DEFAULT_LOCALE,
): { intro: string; terms: GlossaryTerm[] } {
  const translated = locale !== DEFAULT_LOCALE && fs.existsSync(localizedFile('glossary.json', locale));
  const shown = translated ? locale : DEFAULT_LOCALE;
  let raw: { intro: string; terms: GlossaryTerm[] };
  try {
    raw = readLocalizedJson('glossary.json', shown);
  } catch (error) {
    if (error instanceof ContentLocaleError) throw new ContentError(error.message);
    throw error;
  }
  const name = path.relative(process.cwd(), localizedFile('glossary.json', shown));
  return resolveInJson(raw, name, rules ?? ruleValuesFor(shown));
}

/** Whether a language has its own glossary yet (content/<locale>/glossary.json). */
export function hasGlossary(locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || fs.existsSync(localizedFile('glossary.json', locale));
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
export function linkGlossaryTerms(html: string, terms: readonly GlossaryTerm[], glossaryPath = '/glossary'): string {
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
      link.setAttribute('href', `${glossaryPath}#${match.term.id}`);
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

/**
 * An article's Markdown compiled for the site. `locale` is the language its words are in (a Spanish
 * article is `content/es/articles/<slug>.md`): its rule phrases, glossary links (`/es/glossary#id`),
 * guide sections, "Checked … against …" sources and readability formula are that language's.
 */
export function compileArticle(
  rawSource: string,
  fileName: string,
  glossaryTerms?: readonly GlossaryTerm[],
  rulesGiven?: RuleValues,
  locale: Locale = DEFAULT_LOCALE,
): CompiledArticle {
  const rules = rulesGiven ?? ruleValuesFor(locale);
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
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const content = sanitize(
    linkGlossaryTerms(sanitized, glossaryTerms ?? readGlossary(undefined, locale), `${prefix}/glossary`),
  );

  // Measured on the text before glossary links: a link's tags would split "benefit</a>." apart.
  const text = plainText(sanitized);
  const words = countWords(text);
  const ease = words === 0 ? 0 : locale === 'es' ? inflesz(text) : readability.fleschReadingEase(text);
  const readabilityScore = Math.round(Math.min(100, Math.max(0, ease)));

  const table_of_contents: TocEntry[] =
    front.table_of_contents ??
    headings.filter((h) => !isSourcesHeading(h)).map((title) => ({ id: headingId(title), title, level: 1 }));

  const guide_sections = guideSections(fileName, front.layout, rules, locale);

  const checked = localizedChecked(checkedLine(currentCheckedRecord().articles[front.slug]), locale);

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

/** The static sections of a guide layout, in the article's language (its own file, checked against the English), if it has any. */
function guideSections(
  fileName: string,
  layout: string,
  rulesGiven: RuleValues,
  localeGiven: Locale,
): unknown[] | undefined {
  let sectionsFile = path.resolve(path.dirname(fileName), '..', 'sections', `${layout}.json`);
  let locale = localeGiven;
  let rules = rulesGiven;
  if (locale !== DEFAULT_LOCALE && !fs.existsSync(sectionsFile)) {
    // No translation of the layout's sections yet: the English ones (the language gate lists the page).
    sectionsFile = path.resolve(path.dirname(fileName), '..', '..', 'sections', `${layout}.json`);
    locale = DEFAULT_LOCALE;
    rules = RULE_VALUES;
  }
  if (!fs.existsSync(sectionsFile)) return undefined;
  const sectionsName = path.relative(process.cwd(), sectionsFile);
  let parsedSections: { sections?: unknown };
  if (locale === DEFAULT_LOCALE)
    parsedSections = JSON.parse(fs.readFileSync(sectionsFile, 'utf8')) as typeof parsedSections;
  else {
    try {
      parsedSections = readLocalizedJson(
        `sections/${layout}.json`,
        locale,
        path.resolve(path.dirname(fileName), '..', '..'),
      );
    } catch (error) {
      if (error instanceof ContentLocaleError) throw new ContentError(error.message);
      throw error;
    }
  }
  if (!Array.isArray(parsedSections.sections))
    throw new ContentError(`${sectionsName}: field "sections" must be a list`);
  return parsedSections.sections.map((section) =>
    withCareCosts(resolveInJson(section, sectionsName, rules), sectionsFile, locale),
  );
}

/** The "Checked … against …" line's sources as a language names them (content/<locale>/sources.json). */
function localizedChecked(line: CheckedLine | undefined, locale: Locale): CheckedLine | undefined {
  if (!line || locale === DEFAULT_LOCALE) return line;
  const names = sourceNamesIn(locale);
  return { ...line, against: line.against.map((name) => names[name] ?? name) };
}

export function compileFile(file: string, locale: Locale = DEFAULT_LOCALE): CompiledArticle {
  return compileArticle(
    fs.readFileSync(file, 'utf8'),
    path.relative(process.cwd(), file),
    undefined,
    undefined,
    locale,
  );
}

/** What a language's pages know exists, for the check of a translation's links. */
export interface KnownPages {
  slugs: ReadonlySet<string>;
  toolIds?: ReadonlySet<string>;
}

/**
 * An article as a language's pages show it. With a translation (`content/<locale>/articles/<slug>.md`),
 * the translation, after checking that it keeps everything of the English but the words (front matter,
 * `##` sections, embed markers, rule placeholders, links to the language's own pages): a difference stops
 * the build, naming the file. Without one yet, the English article, marked `lang: 'en'` (its page says
 * so in the page's language and marks the body as English) and with its links to the site's pages
 * moved to the language's own (`/es/content/…`), so the reader stays on that language's pages.
 */
export function compileLocalizedArticle(
  englishFile: string,
  locale: Locale,
  known: KnownPages,
  root: string = CONTENT_DIR,
): CompiledArticle {
  if (locale === DEFAULT_LOCALE) return compileFile(englishFile);
  const translated = translatedArticleFile(englishFile, locale, root);
  if (translated) {
    const englishSource = fs.readFileSync(englishFile, 'utf8');
    const source = fs.readFileSync(translated, 'utf8');
    const name = path.relative(process.cwd(), translated);
    const problems = translationDifferences(englishSource, source, locale, known);
    if (problems.length)
      throw new ContentError(
        `${name}: the translation differs from ${path.relative(process.cwd(), englishFile)} in more than words:\n  ${problems.join('\n  ')}`,
      );
    return compileArticle(source, name, undefined, undefined, locale);
  }
  const english = compileFile(englishFile);
  const prefix = `/${locale}`;
  const toLocale = (html: string) => html.replace(/href="\/(?!\/)/g, `href="${prefix}/`);
  return { ...english, content: toLocale(english.content), lang: 'en' };
}

/** The translation of an English article file, or undefined while it has none. */
export function translatedArticleFile(
  englishFile: string,
  locale: Locale,
  root: string = CONTENT_DIR,
): string | undefined {
  const file = path.join(root, locale, 'articles', path.basename(englishFile));
  return fs.existsSync(file) ? file : undefined;
}

export function articleMeta(article: CompiledArticle): CompiledMeta {
  const meta = Object.fromEntries(META_FIELDS.map((field) => [field, article[field]])) as CompiledMeta;
  // Lists only need to know which tool an article carries.
  if (meta.tool) meta.tool = { id: meta.tool.id, title: meta.tool.title, frame: meta.tool.frame };
  return meta;
}
