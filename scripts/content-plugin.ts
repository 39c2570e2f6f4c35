import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { CompiledArticle } from '../src/articles/contentTypes.ts';
import {
  articleMeta,
  compileLocalizedArticle,
  ContentError,
  readGlossary,
  readGlossaryFile,
  translatedArticleFile,
} from './content-compiler.ts';
import { readTools } from './search-index.ts';
import { buildLocale } from './i18n/catalog-plugin.ts';
import {
  ContentLocaleError,
  DEFAULT_LOCALE,
  LOCALES,
  localizedFile,
  readLocalizedJson,
  type Locale,
} from './content-locale.ts';
import { INDEX_FILE, readToolPages } from './tool-index.mjs';
import { termMatcher } from '../src/glossary/terms.ts';
import { CHECKED_RECORD_PATH } from './checked-record.ts';
import { byTitle } from '../src/articles/byTitle.ts';

/** `import terms from 'virtual:evergreen/field-terms'`: the glossary terms tool field labels hold. */
const FIELD_TERMS = 'virtual:evergreen/field-terms';
const RESOLVED_FIELD_TERMS = `\0${FIELD_TERMS}`;
/** `import('virtual:evergreen/field-term-definitions')`: their definitions by id, loaded when a disclosure is reached for. */
const FIELD_TERM_DEFINITIONS = 'virtual:evergreen/field-term-definitions';
const RESOLVED_FIELD_TERM_DEFINITIONS = `\0${FIELD_TERM_DEFINITIONS}`;
/** content/glossary.json where every language is built at once: each language's, read in the one shown. */
const RESOLVED_EVERY_GLOSSARY = '\0evergreen-glossary-every-language';
/**
 * `import explainers from 'virtual:evergreen/tool-explainers/<toolId>'`: the slug and title of each
 * article that carries this tool (as its tool or its second one), alphabetical by title, in the
 * build's language: a tool page's "Learn more" links, without every article's titles
 * (scripts/tool-index-plugin.ts puts it in the tool page's own module).
 */
export const TOOL_EXPLAINERS = 'virtual:evergreen/tool-explainers/';

/**
 * The content files the site imports as JSON whose words a language writes in `content/<locale>/`:
 * a build for that language imports its file instead (checked against the English one's shape).
 */
const LOCALIZED_JSON = new Set(['site.json', 'home.json', 'accessibility.json', 'consultation.json', 'related.json']);

/** The glossary terms that some tool field's label holds: all a tool page needs for its "What is …?" disclosures. */
export function fieldGlossaryTerms(root: string, locale: Locale = DEFAULT_LOCALE) {
  const terms = readGlossary(undefined, locale);
  const matcher = termMatcher(terms);
  const used = new Set(
    readTools(root, locale).flatMap((tool) => tool.labels.flatMap((label) => matcher.all(label).map((m) => m.term.id))),
  );
  return terms
    .filter((term) => used.has(term.id))
    .map(({ id, term, aliases, definition }) => ({ id, term, aliases, definition }));
}

/**
 * A module whose default export has each language's `keys`, each read in the language shown when it is
 * read (src/i18n/locale.ts currentLocale, as scripts/tool-index-plugin.ts does for tool titles).
 */
function inLanguageShown(byLocale: Record<string, object>, keys: readonly string[]): string {
  const localeModule = JSON.stringify(path.join(process.cwd(), 'src/i18n/locale.ts'));
  const getters = keys.map(
    (key) =>
      `  ${JSON.stringify(key)}: { get: () => (byLocale[currentLocale()] ?? byLocale[${JSON.stringify(DEFAULT_LOCALE)}])[${JSON.stringify(key)}], enumerable: true },`,
  );
  return `import { currentLocale } from ${localeModule};
const byLocale = ${JSON.stringify(byLocale)};
export default Object.defineProperties({}, {
${getters.join('\n')}
});
`;
}

const compiled = new Map<string, { stamp: string; article: CompiledArticle }>();

/** Modification times of the files (0 for one that does not exist), as one string. */
const stampOf = (files: string[]) => files.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)).join(':');

/** Every file in a folder (none when it does not exist). */
const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : []);

/** The articles and tool pages a translation may link to. */
function knownPages(articlesDir: string) {
  return {
    slugs: new Set(
      fs
        .readdirSync(articlesDir)
        .filter((f) => f.endsWith('.md'))
        .map((f) => f.slice(0, -3)),
    ),
    toolIds: new Set(readToolPages(path.resolve(articlesDir, '..', '..')).map((tool) => tool.id)),
  };
}

/**
 * An article compiled once per change of its file, its translation, the glossary or the guide sections:
 * every article's chunks (`?meta`, `?hydrate`, the body) and the related links of others compile the same
 * file again. `file` is the English article; a build for another language compiles its translation, or
 * the English one marked as such while it has none (scripts/content-compiler.ts, compileLocalizedArticle).
 */
function compileCached(file: string, locale: Locale): CompiledArticle {
  const content = path.resolve(path.dirname(file), '..');
  const translated = path.join(content, locale, 'articles', path.basename(file));
  const stamp = stampOf([
    file,
    translated,
    path.join(content, 'glossary.json'),
    path.join(content, locale, 'glossary.json'),
    path.join(content, locale, 'sources.json'),
    CHECKED_RECORD_PATH,
    ...filesIn(path.join(content, 'sections')),
    ...filesIn(path.join(content, locale, 'sections')),
  ]);
  const key = `${locale}:${file}`;
  const hit = compiled.get(key);
  if (hit?.stamp === stamp) return hit.article;
  const article = compileLocalizedArticle(file, locale, knownPages(path.dirname(file)), content);
  compiled.set(key, { stamp, article });
  return article;
}

/** What an article's page links to beyond its body: other articles, and its tools' own pages. */
function linksOf(article: CompiledArticle, articlesDir: string, locale: Locale) {
  return {
    linked: linkedArticles(article, articlesDir, locale),
    standalone_titles: standaloneTitles(article, articlesDir, locale),
  };
}

/**
 * The titles of the article's tools that have a page of their own, in the page's language (their
 * meta.messages.<locale>.json, through the tool index), by id: the embed's "Open on its own page" link.
 */
function standaloneTitles(article: CompiledArticle, articlesDir: string, locale: Locale): Record<string, string> {
  const pages = new Map(
    readToolPages(path.resolve(articlesDir, '..', '..'), locale).map((tool) => [tool.id, tool.title]),
  );
  const ids = [article.tool?.id, article.second_tool?.id].filter((id) => typeof id === 'string');
  return Object.fromEntries(ids.filter((id) => pages.has(id)).map((id) => [id, pages.get(id)!]));
}

/**
 * The title and excerpt of every article this one links to (related calculators and resources,
 * and the related-articles grid of content/related.json), carried in the article's own chunk so
 * that an article page does not need the metadata of every article to render its links.
 */
function linkedArticles(article: CompiledArticle, articlesDir: string, locale: Locale) {
  const related = JSON.parse(fs.readFileSync(path.resolve(articlesDir, '..', 'related.json'), 'utf8')) as {
    default: string[];
    sets: Record<string, string[]>;
  };
  const slugs = new Set([
    ...(article.related_calculators ?? []),
    ...(article.related_resources ?? []),
    ...(related.sets[article.slug] ?? related.default),
  ]);
  const linked: Record<string, { slug: string; title: string; excerpt: string }> = {};
  for (const slug of slugs) {
    const file = path.join(articlesDir, `${slug}.md`);
    if (slug === article.slug || !fs.existsSync(file)) continue;
    const other = compileCached(file, locale);
    linked[slug] = { slug, title: other.title, excerpt: other.excerpt, ...(other.lang ? { lang: other.lang } : {}) };
  }
  return linked;
}

/**
 * Vite plugin: `content/articles/<slug>.md` imports become compiled article modules at build
 * time. `?meta` imports carry only what lists and links need, so the home page and the router
 * never ship article bodies; each body is its own lazily loaded chunk. A tool page's links to the
 * articles that explain its tool come from `virtual:evergreen/tool-explainers/<toolId>`.
 */
export function contentPlugin(): Plugin {
  // The language of this build (scripts/build-site.mjs builds once per language); the development
  // server, Vitest and Storybook, which build every language at once, show the English content…
  const locale = buildLocale() ?? DEFAULT_LOCALE;
  // …except the glossary, which they hold in every language, each read in the language shown.
  const everyLanguage = buildLocale() === undefined;
  const shownLocales: readonly Locale[] = everyLanguage ? LOCALES : [locale];
  const GLOSSARY_FILE = path.resolve('content', 'glossary.json');
  const fail = (context: { error: (message: string) => never }, file: string, error: unknown): never =>
    context.error(
      error instanceof ContentError || error instanceof ContentLocaleError
        ? error.message
        : `${file}: ${(error as Error).message}`,
    );
  return {
    name: 'evergreen-content',
    enforce: 'pre',
    resolveId(id, importer) {
      // Every language's glossary is code, not JSON (Vite's JSON plugin would parse it): its own module id.
      if (
        everyLanguage &&
        importer &&
        id.endsWith('glossary.json') &&
        path.resolve(path.dirname(importer), id) === GLOSSARY_FILE
      )
        return RESOLVED_EVERY_GLOSSARY;
      if (id === FIELD_TERMS) return RESOLVED_FIELD_TERMS;
      if (id.startsWith(TOOL_EXPLAINERS)) return `\0${id}`;
      return id === FIELD_TERM_DEFINITIONS ? RESOLVED_FIELD_TERM_DEFINITIONS : null;
    },
    load(id) {
      // Every language's glossary, its intro and terms read in the language shown when they are read
      // (src/i18n/locale.ts): a Spanish story or test shows the Spanish glossary, as /es/ pages do.
      if (id === RESOLVED_EVERY_GLOSSARY) {
        for (const shown of LOCALES) this.addWatchFile(localizedFile('glossary.json', shown));
        try {
          const byLocale = Object.fromEntries(LOCALES.map((shown) => [shown, readGlossaryFile(undefined, shown)]));
          return { code: inLanguageShown(byLocale, ['intro', 'terms']), map: null };
        } catch (error) {
          fail(this, GLOSSARY_FILE, error);
        }
      }
      const [file, query = ''] = id.split('?');
      // The glossary as the site shows it: its definitions' rule placeholders resolved from src/finance/rules.
      if (file && file.endsWith(`${path.sep}content${path.sep}glossary.json`) && !query) {
        this.addWatchFile(file);
        this.addWatchFile(localizedFile('glossary.json', locale));
        try {
          return { code: JSON.stringify(readGlossaryFile(undefined, locale)), map: null };
        } catch (error) {
          fail(this, file, error);
        }
      }
      // A content file of words (content/site.json…): this build's language's own, when it has one.
      const jsonName = file ? path.basename(file) : '';
      if (
        file &&
        !query &&
        locale !== DEFAULT_LOCALE &&
        LOCALIZED_JSON.has(jsonName) &&
        file === path.resolve('content', jsonName)
      ) {
        this.addWatchFile(file);
        const translated = localizedFile(jsonName, locale);
        this.addWatchFile(translated);
        if (!fs.existsSync(translated)) return null;
        try {
          return { code: JSON.stringify(readLocalizedJson(jsonName, locale)), map: null };
        } catch (error) {
          fail(this, translated, error);
        }
      }
      // By language: this build's one, or every language in the development server, Vitest and Storybook
      // (FieldTerm reads the one shown).
      if (id === RESOLVED_FIELD_TERMS) {
        this.addWatchFile(path.resolve('content/glossary.json'));
        // Id and aliases only: a disclosure's title names the alias the label holds, never the heading.
        const terms = Object.fromEntries(
          shownLocales.map((shown) => [
            shown,
            fieldGlossaryTerms(process.cwd(), shown).map(({ id: termId, aliases }) => ({ id: termId, aliases })),
          ]),
        );
        return { code: `export default ${JSON.stringify(terms)};`, map: null };
      }
      if (id === RESOLVED_FIELD_TERM_DEFINITIONS) {
        this.addWatchFile(path.resolve('content/glossary.json'));
        const definitions = Object.fromEntries(
          shownLocales.map((shown) => [
            shown,
            Object.fromEntries(
              fieldGlossaryTerms(process.cwd(), shown).map(({ id: termId, definition }) => [termId, definition]),
            ),
          ]),
        );
        return { code: `export default ${JSON.stringify(definitions)};`, map: null };
      }
      if (id.startsWith(`\0${TOOL_EXPLAINERS}`)) {
        const toolId = id.slice(TOOL_EXPLAINERS.length + 1);
        const articlesDir = path.resolve('content', 'articles');
        this.addWatchFile(CHECKED_RECORD_PATH);
        const explainers: { slug: string; title: string }[] = [];
        for (const name of fs
          .readdirSync(articlesDir)
          .filter((f) => f.endsWith('.md'))
          .sort()) {
          const file = path.join(articlesDir, name);
          this.addWatchFile(file);
          if (locale !== DEFAULT_LOCALE) this.addWatchFile(path.resolve('content', locale, 'articles', name));
          let article: CompiledArticle;
          try {
            article = compileCached(file, locale);
          } catch (error) {
            return fail(this, translatedArticleFile(file, locale) ?? file, error);
          }
          if (article.tool?.id === toolId || article.second_tool?.id === toolId)
            explainers.push({ slug: article.slug, title: article.title });
        }
        return { code: `export default ${JSON.stringify(explainers.sort(byTitle))};`, map: null };
      }
      if (!file || !file.endsWith('.md') || !file.includes(`${path.sep}content${path.sep}articles${path.sep}`))
        return null;
      // `?locale=es`: the article as that language's build compiles it, for tests that show a tool
      // as its Spanish article does (the screen-reader transcripts) under Vitest, which builds English.
      const asked = /(?:^|&)locale=([\w-]+)/.exec(query)?.[1];
      const pageLocale = asked && LOCALES.includes(asked as Locale) ? (asked as Locale) : locale;
      this.addWatchFile(file);
      this.addWatchFile(CHECKED_RECORD_PATH);
      this.addWatchFile(path.resolve(path.dirname(file), '..', '..', INDEX_FILE));
      for (const sections of fs.readdirSync(path.resolve(path.dirname(file), '..', 'sections'))) {
        this.addWatchFile(path.resolve(path.dirname(file), '..', 'sections', sections));
      }
      const translatedDir = path.resolve(path.dirname(file), '..', pageLocale, 'articles');
      if (pageLocale !== DEFAULT_LOCALE) {
        this.addWatchFile(path.join(translatedDir, path.basename(file)));
        for (const sections of filesIn(path.resolve(path.dirname(file), '..', pageLocale, 'sections')))
          this.addWatchFile(sections);
      }
      let article: CompiledArticle;
      try {
        article = compileCached(file, pageLocale);
      } catch (error) {
        return fail(this, translatedArticleFile(file, pageLocale) ?? file, error);
      }
      const articlesDir = path.dirname(file);
      for (const other of fs.readdirSync(articlesDir)) this.addWatchFile(path.join(articlesDir, other));
      for (const other of filesIn(translatedDir)) this.addWatchFile(other);
      const data = query.includes('meta')
        ? articleMeta(article)
        : query.includes('hydrate')
          ? // `?hydrate`: everything but what the prerendered page already holds as plain HTML
            // (the body and a guide's static sections, read back from the page) and what no page
            // renders (the headings list, for the build's own checks).
            {
              ...article,
              content: '',
              guide_sections: undefined,
              headings: [],
              ...linksOf(article, articlesDir, pageLocale),
            }
          : { ...article, ...linksOf(article, articlesDir, pageLocale) };
      return { code: `export default ${JSON.stringify(data)};`, map: null };
    },
  };
}
