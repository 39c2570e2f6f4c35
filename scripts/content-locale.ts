/**
 * Where each language's content lives and what a translation must keep of the English (issue I2).
 *
 * English content is `content/…`; another language's is the same path under `content/<locale>/…`:
 * `content/es/articles/rmd-calculator.md`, `content/es/glossary.json`, `content/es/sections/ltc-guide.json`.
 * A translation keeps the English file's shape: an article its front matter (only the reader's words
 * change), its `##` sections, its embed markers, its rule placeholders and its links to the language's own
 * pages; a JSON file its keys, lists and every value that is not words (ids, addresses). The checks
 * below say what differs in plain words, naming the file; the content compiler stops the build on any.
 *
 * Words the compiler itself writes (a date made from a rule, "$15 million", "10th", the sources heading)
 * are in a catalog beside this folder's scripts, `scripts/i18n/contentWords.messages.<locale>.json`,
 * compiled with @messageformat/core as the site's catalogs are: a new language adds a catalog, no code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import MessageFormat from '@messageformat/core';
import {
  ARTICLE_RULES,
  buildArticleFigures,
  buildArticlePhrases,
  formatFigure,
  survivorFraGaps,
  type ArticleRules,
  type FigureFormat,
} from '../src/finance/rules/core/articleFigures.ts';
import { DEFAULT_LOCALE, LOCALES, readCatalog, type Locale } from './i18n/catalogs.ts';
import localeData from '../src/i18n/locales.json' with { type: 'json' };

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** The content folder (`content/`): English files at its top, another language's under `content/<locale>/`. */
export const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));

/** The folder a language's content lives in: `content` for English, `content/es` for Spanish. */
export function contentDir(locale: Locale, root: string = CONTENT_DIR): string {
  return locale === DEFAULT_LOCALE ? root : path.join(root, locale);
}

/** A content file in a language: (`glossary.json`, "es") → `content/es/glossary.json`. */
export function localizedFile(relative: string, locale: Locale, root: string = CONTENT_DIR): string {
  return path.join(contentDir(locale, root), relative);
}

/**
 * The same content file in another language: `content/articles/rmd-calculator.md` → `content/es/articles/rmd-calculator.md`.
 * `file` is an English content file (under `content/`, not under a language's folder).
 */
export function translationOf(file: string, locale: Locale, root: string = CONTENT_DIR): string {
  const relative = path.relative(root, file);
  return localizedFile(relative, locale, root);
}

/** Whether a path is inside another language's folder (`content/es/…`), not an English content file. */
export function isTranslationPath(file: string, root: string = CONTENT_DIR): boolean {
  const first = path.relative(root, file).split(path.sep)[0];
  return first !== undefined && first !== DEFAULT_LOCALE && (LOCALES as readonly string[]).includes(first);
}

// ————— the compiler's own words —————

const WORDS_CATALOG = fileURLToPath(new URL('./i18n/contentWords.messages', import.meta.url));
type WordKey =
  | 'sourcesHeading'
  | 'monthName'
  | 'monthDay'
  | 'fullDate'
  | 'millions'
  | 'ordinal'
  | 'bornIn'
  | 'bornFromTo'
  | 'survivorGapFirst'
  | 'survivorGapNext'
  | 'survivorGapNone'
  | 'listTwo'
  | 'listMore'
  | 'perDay'
  | 'termSource';
export type ContentWords = (key: WordKey, values?: Record<string, string | number>) => string;

const wordsCache = new Map<Locale, ContentWords>();

/** The content compiler's words in a language (scripts/i18n/contentWords.messages.<locale>.json). */
export function contentWords(locale: Locale): ContentWords {
  let words = wordsCache.get(locale);
  if (!words) {
    const messages = readCatalog(WORDS_CATALOG)[locale];
    const mf = new MessageFormat(localeData.locales[locale].tag, { strict: true });
    const compiled = new Map<string, (values?: Record<string, unknown>) => string>();
    words = (key, values = {}) => {
      let message = compiled.get(key);
      if (!message) {
        const source = messages[key];
        if (source === undefined) throw new Error(`${WORDS_CATALOG}.${locale}.json: no message "${key}"`);
        message = mf.compile(source) as (values?: Record<string, unknown>) => string;
        compiled.set(key, message);
      }
      return message(values);
    };
    wordsCache.set(locale, words);
  }
  return words;
}

/** The heading that ends an article with its sources in a language ("Sources", "Fuentes"): not a section to list. */
export function isSourcesHeading(heading: string): boolean {
  const text = heading.trim().toLowerCase();
  return LOCALES.some((locale) => contentWords(locale)('sourcesHeading').toLowerCase() === text);
}

// ————— rule figures and phrases in a language —————

/** A rule figure as a placeholder prints it in a language: es-US writes numbers as en-US does, but not "million" or "10th". */
export function formatFigureIn(locale: Locale, value: number, format: FigureFormat = 'money'): string {
  if (locale === DEFAULT_LOCALE) return formatFigure(value, format);
  const words = contentWords(locale);
  if (format === 'millions') return words('millions', { amount: formatFigure(value / 1_000_000, 'number') });
  if (format === 'ordinal') return words('ordinal', { n: value });
  return formatFigure(value, format);
}

/**
 * The phrases made from rule tables (src/finance/rules/core/articleFigures.ts, `buildArticlePhrases`) in a
 * language. English keeps the rules module's own; another language words the same facts from its catalog.
 */
export function phrasesIn(locale: Locale, rules: ArticleRules = ARTICLE_RULES): Record<string, string> {
  if (locale === DEFAULT_LOCALE) return buildArticlePhrases(rules);
  return phrasesFromCatalog(locale, rules);
}

/** The phrases worded from a language's catalog (also run for English in a test, to prove the catalog says what the rules module says). */
export function phrasesFromCatalog(locale: Locale, rules: ArticleRules = ARTICLE_RULES): Record<string, string> {
  const words = contentWords(locale);
  const month = (n: number) => words('monthName', { month: String(n) });
  const born = ({ from, to }: { from: number; to: number }) =>
    from === to ? words('bornIn', { year: String(from) }) : words('bornFromTo', { from: String(from), to: String(to) });
  const parts = survivorFraGaps(rules).map((gap, i) =>
    words(i === 0 ? 'survivorGapFirst' : 'survivorGapNext', { months: gap.months, born: born(gap) }),
  );
  const list = (items: string[]) =>
    items.length === 0
      ? words('survivorGapNone')
      : items.length === 1
        ? items[0]!
        : words(items.length === 2 ? 'listTwo' : 'listMore', {
            first: items.slice(0, -1).join(', '),
            last: items.at(-1)!,
          });
  const [year, monthNumber, day] = rules.deemedFilingBornFrom.split('-').map(Number) as [number, number, number];
  return {
    'socialSecurity.survivorFraEarlier': list(parts),
    'rmd.requiredBeginningDate': words('monthDay', {
      month: month(rules.rmdFirstDeadline.month),
      day: String(rules.rmdFirstDeadline.day),
    }),
    'socialSecurity.deemedFilingBornFrom': words('fullDate', {
      month: month(monthNumber),
      day: String(day),
      year: String(year),
    }),
  };
}

/** Figures do not change with the language; only how some are written does (formatFigureIn). */
export const figuresFor = (rules: ArticleRules = ARTICLE_RULES) => buildArticleFigures(rules);

// ————— what a translation keeps of the English —————

/** Front matter fields whose words a translation writes in its own language. */
const TRANSLATED_FIELDS = new Set(['title', 'excerpt', 'tags']);
/** Inside `tool` and `second_tool`. */
const TRANSLATED_TOOL_FIELDS = new Set(['title', 'description']);
/**
 * Inside a config-driven tool's `calculator_config`, `tool_config` or `checklist_config`: the reader's
 * words. Everything else there (ids, formulas, types, bounds, `unit`, which the tools read as a code) stays.
 */
const TRANSLATED_CONFIG_KEYS = new Set([
  'introduction',
  'conclusion',
  'name',
  'title',
  'description',
  'completion_message',
  'label',
  'guidance',
  'placeholder',
  'help_text',
  'disclaimer',
]);
const CONFIGS = new Set(['calculator_config', 'tool_config', 'checklist_config']);

const describeValue = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? String(value);

/**
 * Where two values differ in what they must share. `mayDiffer(key)` says which keys hold words (a
 * string there may be anything, and a list of words under it any length); every other value, and the
 * keys and lengths of objects and lists, must be the same.
 */
export function structuralDifferences(
  english: unknown,
  translated: unknown,
  where: string,
  mayDiffer: (key: string) => boolean,
  wordLists: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  const walk = (en: unknown, tr: unknown, at: string, key: string) => {
    if (mayDiffer(key) && typeof en === 'string') {
      if (typeof tr !== 'string' || tr.trim() === '') problems.push(`${at}: must be words (the English has "${en}")`);
      return;
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(tr)) return void problems.push(`${at}: must be a list, as in the English`);
      if (wordLists.has(key)) {
        if (tr.length === 0 || tr.some((item) => typeof item !== 'string' || item.trim() === ''))
          problems.push(`${at}: must be a list of words`);
        return;
      }
      if (en.length !== tr.length)
        return void problems.push(`${at}: has ${tr.length} items; the English has ${en.length}`);
      en.forEach((item, i) => walk(item, tr[i], `${at}[${i}]`, key));
      return;
    }
    if (en && typeof en === 'object') {
      if (!tr || typeof tr !== 'object' || Array.isArray(tr))
        return void problems.push(`${at}: must be an object, as in the English`);
      const enKeys = Object.keys(en);
      const trKeys = Object.keys(tr);
      for (const k of enKeys) if (!(k in tr)) problems.push(`${at}.${k}: missing (the English has it)`);
      for (const k of trKeys) if (!(k in en)) problems.push(`${at}.${k}: not in the English`);
      for (const k of enKeys)
        if (k in tr) walk((en as Record<string, unknown>)[k], (tr as Record<string, unknown>)[k], `${at}.${k}`, k);
      return;
    }
    if (en !== tr) problems.push(`${at}: must equal the English ${describeValue(en)}, not ${describeValue(tr)}`);
  };
  walk(english, translated, where, '');
  return problems;
}

/**
 * What a translated article's front matter changes beyond the reader's words: `title`, `excerpt`, `tags`,
 * the tools' `title` and `description`, and a config's words may differ; nothing else may.
 */
export function frontMatterDifferences(
  english: Record<string, unknown>,
  translated: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  const keys = new Set([...Object.keys(english), ...Object.keys(translated)]);
  for (const key of keys) {
    if (!(key in translated)) {
      problems.push(`front matter "${key}": missing (the English has it)`);
      continue;
    }
    if (!(key in english)) {
      problems.push(`front matter "${key}": not in the English`);
      continue;
    }
    const en = english[key];
    const tr = translated[key];
    if (TRANSLATED_FIELDS.has(key)) {
      if (key === 'tags')
        problems.push(...structuralDifferences(en, tr, 'front matter "tags"', () => true, new Set([''])));
      else problems.push(...structuralDifferences(en, tr, `front matter "${key}"`, () => true));
    } else if (key === 'tool' || key === 'second_tool') {
      problems.push(...structuralDifferences(en, tr, `front matter "${key}"`, (k) => TRANSLATED_TOOL_FIELDS.has(k)));
    } else if (CONFIGS.has(key)) {
      problems.push(...structuralDifferences(en, tr, `front matter "${key}"`, (k) => TRANSLATED_CONFIG_KEYS.has(k)));
    } else {
      problems.push(...structuralDifferences(en, tr, `front matter "${key}"`, () => false));
    }
  }
  return problems;
}

/** The places a tool goes, in order, as an article's body marks them. */
const EMBED_MARKERS = /<div data-embed="(?:second-)?tool"><\/div>|\[CALCULATOR\]/g;
const RULE_PLACEHOLDER = /\{\{\s*rules:([^}|\s]*)\s*(?:\|[^}]*)?\}\}/g;
/** A link to a page of the site: Markdown `](/…)` or HTML `href="/…"`. */
const SITE_LINK = /\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g;

/** Every address an article's body links to on this site, in order. */
export function siteLinks(body: string): string[] {
  return [...body.matchAll(SITE_LINK)].map((m) => (m[1] ?? m[2])!);
}

/**
 * What a translated body changes of the English one's structure: the number of `##` sections, the embed
 * markers and their order, the key-takeaways box, the rule placeholders it names (each must be a
 * placeholder in both: a figure typed by hand would not follow the rules), and the links, which go to the
 * language's own pages (`/es/content/<slug>`, `/es/tools/<id>`, `/es/glossary`) of pages that exist.
 */
export function bodyDifferences(
  englishBody: string,
  translatedBody: string,
  locale: Locale,
  known: { slugs: ReadonlySet<string>; toolIds?: ReadonlySet<string> },
): string[] {
  const problems: string[] = [];
  const sections = (body: string) => body.split('\n').filter((line) => /^## /.test(line)).length;
  const en = sections(englishBody);
  const tr = sections(translatedBody);
  if (en !== tr)
    problems.push(`body: ${tr} "##" sections; the English has ${en} (the same sections, in the same order)`);
  const markers = (body: string) => [...body.matchAll(EMBED_MARKERS)].map((m) => m[0]);
  const enMarkers = markers(englishBody).join(' ');
  const trMarkers = markers(translatedBody).join(' ');
  if (enMarkers !== trMarkers)
    problems.push(`body: embed markers "${trMarkers || 'none'}"; the English has "${enMarkers || 'none'}"`);
  const takeaways = (body: string) => /<aside class="key-takeaways">/.test(body);
  if (takeaways(englishBody) !== takeaways(translatedBody))
    problems.push(`body: the English ${takeaways(englishBody) ? 'has' : 'has no'} key-takeaways box`);
  const names = (body: string) => new Set([...body.matchAll(RULE_PLACEHOLDER)].map((m) => m[1]!));
  const enNames = names(englishBody);
  const trNames = names(translatedBody);
  for (const name of enNames)
    if (!trNames.has(name))
      problems.push(`body: the English states {{rules:${name}}}; write that placeholder here too`);
  for (const name of trNames)
    if (!enNames.has(name))
      problems.push(`body: {{rules:${name}}} is not in the English (the same rules, the same figures)`);
  const prefix = `/${locale}`;
  for (const link of siteLinks(translatedBody)) {
    const pathOnly = link.split(/[?#]/)[0]!;
    if (!pathOnly.startsWith(`${prefix}/`) && pathOnly !== prefix) {
      problems.push(`body: the link ${link} leaves the ${locale} pages (write ${prefix}${link})`);
      continue;
    }
    const slug = /^\/[a-z]+\/content\/([a-z0-9-]+)$/.exec(pathOnly)?.[1];
    if (slug !== undefined && !known.slugs.has(slug)) problems.push(`body: the link ${link} names no article`);
    const toolId = /^\/[a-z]+\/tools\/([a-z0-9-]+)$/.exec(pathOnly)?.[1];
    if (toolId !== undefined && known.toolIds && !known.toolIds.has(toolId))
      problems.push(`body: the link ${link} names no tool page`);
  }
  return problems;
}

/** Everything a translated article changes that it must keep of the English, from the two files' sources. */
export function translationDifferences(
  englishSource: string,
  translatedSource: string,
  locale: Locale,
  known: { slugs: ReadonlySet<string>; toolIds?: ReadonlySet<string> },
): string[] {
  const en = matter(englishSource);
  const tr = matter(translatedSource);
  return [
    ...frontMatterDifferences(en.data as Record<string, unknown>, tr.data as Record<string, unknown>),
    ...bodyDifferences(en.content, tr.content, locale, known),
  ];
}

/**
 * Keys of the site's JSON content whose values are not words (addresses, ids, settings): a translation
 * keeps them as they are. Every other string is words, and every list keeps its length, except the lists
 * of words a language writes its own way (a glossary term's aliases).
 */
const FIXED_JSON_KEYS = new Set([
  'id',
  'to',
  'href',
  'slug',
  'careSetting',
  'origin',
  'email',
  'url',
  'default',
  'sets',
]);
const JSON_WORD_LISTS = new Set(['aliases']);

/** What a translated JSON content file changes of the English one's shape (content/es/home.json against content/home.json). */
export function jsonDifferences(english: unknown, translated: unknown, file: string): string[] {
  return structuralDifferences(english, translated, file, (key) => !FIXED_JSON_KEYS.has(key), JSON_WORD_LISTS);
}

/** A content JSON file in a language, checked against the English when it is a translation; a difference stops the build. */
export function readLocalizedJson<T>(relative: string, locale: Locale, root: string = CONTENT_DIR): T {
  const englishFile = localizedFile(relative, DEFAULT_LOCALE, root);
  const english = JSON.parse(fs.readFileSync(englishFile, 'utf8')) as T;
  if (locale === DEFAULT_LOCALE) return english;
  const file = localizedFile(relative, locale, root);
  if (!fs.existsSync(file))
    throw new ContentLocaleError(
      `${path.relative(process.cwd(), file)}: missing (every language writes its own ${relative}; the English is ${path.relative(process.cwd(), englishFile)})`,
    );
  const translated = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const problems = jsonDifferences(english, translated, path.relative(process.cwd(), file));
  if (problems.length) throw new ContentLocaleError(problems.join('\n  '));
  return translated;
}

export class ContentLocaleError extends Error {}

// ————— the "Checked … against …" line —————

/**
 * The name of a source as a language writes it on the "Checked … against …" line: the English names are
 * content/checked.json's, and `content/<locale>/sources.json` gives each its name in that language
 * ("IRS Pub. 590-B (2025)" → "Publicación 590-B del IRS (2025)"). A name with none stays as written.
 */
export function sourceNamesIn(locale: Locale, root: string = CONTENT_DIR): Readonly<Record<string, string>> {
  if (locale === DEFAULT_LOCALE) return {};
  const file = localizedFile('sources.json', locale, root);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
}
