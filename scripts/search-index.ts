/**
 * Build-time search index: every section of every compiled article, every standalone tool (title,
 * description, field labels) and every glossary term become MiniSearch documents. The index is
 * serialised with JSON.stringify and loaded in the browser with MiniSearch.loadJSON (src/search).
 */
import fs from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import type { CompiledArticle } from '../src/articles/contentTypes.ts';
import { compileLocalizedArticle, plainText, readGlossary } from './content-compiler.ts';
import { searchOptions, type SearchDocument } from '../src/search/options.ts';
import type { GlossaryTerm } from '../src/glossary/terms.ts';
import { readToolPages } from './tool-index.mjs';
import { readCatalog } from './i18n/catalogs.ts';
import { DEFAULT_LOCALE, contentWords, isSourcesHeading, type Locale } from './content-locale.ts';

/** The address prefix of a language's pages ("" for English, "/es"). */
const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

export interface ToolText {
  id: string;
  title: string;
  description: string;
  labels: string[];
  /** Its English title, which says whether it is a calculator ("Calculator") in every language; the title when left out. */
  englishTitle?: string;
}

const ARTICLE_TYPE: Record<CompiledArticle['content_type'], SearchDocument['type']> = {
  calculator: 'calculator',
  guide: 'guide',
  article: 'guide',
  checklist: 'tool',
  tool: 'tool',
};

/** An article as one document per ## section (the text before the first heading goes with the page's top). */
export function articleDocuments(article: CompiledArticle, locale: Locale = DEFAULT_LOCALE): SearchDocument[] {
  const prefix = prefixOf(locale);
  const base = { title: article.title, type: ARTICLE_TYPE[article.content_type] };
  const docs: SearchDocument[] = [];
  // Links' tags go first, so "benefit</a>." stays "benefit." in the text.
  const parts = article.content.replace(/<\/?a\b[^>]*>/g, '').split(/(?=<h2 id=")/);
  for (const part of parts) {
    const heading = /^<h2 id="([^"]+)">([\s\S]*?)<\/h2>/.exec(part);
    const text = plainText(heading ? part.slice(heading[0].length) : part);
    if (!heading) {
      docs.push({
        ...base,
        id: `${prefix}/content/${article.slug}`,
        section: '',
        keywords: [article.excerpt, ...article.tags, article.tool?.title ?? ''].join(' '),
        text: `${article.excerpt} ${text}`.trim(),
      });
    } else {
      const section = plainText(heading[2] ?? '');
      if (isSourcesHeading(section)) continue;
      docs.push({ ...base, id: `${prefix}/content/${article.slug}#${heading[1]}`, section, keywords: '', text });
    }
  }
  return docs;
}

export function toolDocument(tool: ToolText, locale: Locale = DEFAULT_LOCALE): SearchDocument {
  return {
    id: `${prefixOf(locale)}/tools/${tool.id}`,
    title: tool.title,
    type: /calculator/i.test(tool.englishTitle ?? tool.title) ? 'calculator' : 'tool',
    section: '',
    keywords: tool.labels.join(' '),
    text: tool.description,
  };
}

export function termDocument(term: GlossaryTerm, locale: Locale = DEFAULT_LOCALE): SearchDocument {
  const source = term.source ? contentWords(locale)('termSource', { source: term.source }) : '';
  return {
    id: `${prefixOf(locale)}/glossary#${term.id}`,
    title: term.term,
    type: 'term',
    section: '',
    keywords: term.aliases.join(' '),
    text: source ? `${term.definition} ${source}` : term.definition,
  };
}

/** The index of a language's documents, its words cut to stems by that language's rules (src/search/options.ts). */
export function buildSearchIndex(
  docs: readonly SearchDocument[],
  locale: Locale = DEFAULT_LOCALE,
): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(searchOptions(locale));
  index.addAll(docs);
  return index;
}

/**
 * Each standalone tool's words: its title and description (meta.messages.<locale>.json, through the tool index), and the
 * labels in its fields.ts, in a language (a label that is a message of the folder's catalog is read in it).
 */
export function readTools(root: string, locale: Locale = DEFAULT_LOCALE): ToolText[] {
  return readToolPages(root, locale).map(({ id, title, description, folder, words }) => {
    const folderPath = path.join(root, 'src/tools', folder);
    const fieldsFile = path.join(folderPath, 'fields.ts');
    // A label is English text, or a message of the folder's catalog (`label: m.ageLabel`: its English words).
    const catalog = fs.existsSync(path.join(folderPath, 'messages.en.json'))
      ? (readCatalog(path.join(folderPath, 'messages'))[locale] ?? {})
      : {};
    const source = fs.existsSync(fieldsFile) ? fs.readFileSync(fieldsFile, 'utf8') : '';
    const labels = [...source.matchAll(/\blabel:\s*(?:(['"`])((?:(?!\1).)*)\1|m\.(\w+)\b)/g)]
      .map((m) => (m[3] ? catalog[m[3]] : m[2]))
      .filter((label): label is string => typeof label === 'string');
    return { id, title, description, labels, englishTitle: words[DEFAULT_LOCALE]!.title };
  });
}

/**
 * Every document of a language's pages, from the files under `root`: each article as that language's
 * pages show it (its translation, or the English while it has none), the tools, and its glossary.
 */
export function siteDocuments(root: string, locale: Locale = DEFAULT_LOCALE): SearchDocument[] {
  const articlesDir = path.join(root, 'content/articles');
  const files = fs
    .readdirSync(articlesDir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const known = {
    slugs: new Set(files.map((f) => f.slice(0, -3))),
    toolIds: new Set(readToolPages(root).map((tool) => tool.id)),
  };
  const articles = files.map((f) =>
    compileLocalizedArticle(path.join(articlesDir, f), locale, known, path.join(root, 'content')),
  );
  return [
    ...articles.flatMap((article) => articleDocuments(article, locale)),
    ...readTools(root, locale).map((tool) => toolDocument(tool, locale)),
    ...readGlossary(undefined, locale).map((term) => termDocument(term, locale)),
  ];
}
