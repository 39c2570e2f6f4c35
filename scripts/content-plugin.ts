import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { CompiledArticle } from '../src/articles/contentTypes.ts';
import { articleMeta, compileArticle, ContentError, readGlossary, readGlossaryFile } from './content-compiler.ts';
import { readTools } from './search-index.ts';
import { INDEX_FILE, readToolPages } from './tool-index.mjs';
import { termMatcher } from '../src/glossary/terms.ts';
import { CHECKED_RECORD_PATH } from './checked-record.ts';

/** `import terms from 'virtual:evergreen/field-terms'`: the glossary terms tool field labels hold. */
const FIELD_TERMS = 'virtual:evergreen/field-terms';
const RESOLVED_FIELD_TERMS = `\0${FIELD_TERMS}`;
/** `import('virtual:evergreen/field-term-definitions')`: their definitions by id, loaded when a disclosure is reached for. */
const FIELD_TERM_DEFINITIONS = 'virtual:evergreen/field-term-definitions';
const RESOLVED_FIELD_TERM_DEFINITIONS = `\0${FIELD_TERM_DEFINITIONS}`;

/** The glossary terms that some tool field's label holds: all a tool page needs for its "What is …?" disclosures. */
export function fieldGlossaryTerms(root: string) {
  const terms = readGlossary();
  const matcher = termMatcher(terms);
  const used = new Set(
    readTools(root).flatMap((tool) => tool.labels.flatMap((label) => matcher.all(label).map((m) => m.term.id))),
  );
  return terms
    .filter((term) => used.has(term.id))
    .map(({ id, term, aliases, definition }) => ({ id, term, aliases, definition }));
}

const compiled = new Map<string, { stamp: string; article: CompiledArticle }>();

/**
 * An article compiled once per change of its file, the glossary or the guide sections: every article's chunks
 * (`?meta`, `?hydrate`, the body) and the related links of others compile the same file again.
 */
function compileCached(file: string): CompiledArticle {
  const content = path.resolve(path.dirname(file), '..');
  const sections = fs
    .readdirSync(path.join(content, 'sections'))
    .map((f) => fs.statSync(path.join(content, 'sections', f)).mtimeMs);
  const stamp = [file, path.join(content, 'glossary.json'), CHECKED_RECORD_PATH]
    .map((f) => fs.statSync(f).mtimeMs)
    .concat(sections)
    .join(':');
  const hit = compiled.get(file);
  if (hit?.stamp === stamp) return hit.article;
  const article = compileArticle(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
  compiled.set(file, { stamp, article });
  return article;
}

/** What an article's page links to beyond its body: other articles, and its tools' own pages. */
function linksOf(article: CompiledArticle, articlesDir: string) {
  return { linked: linkedArticles(article, articlesDir), standalone_titles: standaloneTitles(article, articlesDir) };
}

/** The titles of the article's tools that have a page of their own (their tool.meta.ts, through the tool index), by id. */
function standaloneTitles(article: CompiledArticle, articlesDir: string): Record<string, string> {
  const pages = new Map(readToolPages(path.resolve(articlesDir, '..', '..')).map((tool) => [tool.id, tool.title]));
  const ids = [article.tool?.id, article.second_tool?.id].filter((id): id is string => typeof id === 'string');
  return Object.fromEntries(ids.filter((id) => pages.has(id)).map((id) => [id, pages.get(id)!]));
}

/**
 * The title and excerpt of every article this one links to (related calculators and resources,
 * and the related-articles grid of content/related.json), carried in the article's own chunk so
 * that an article page does not need the metadata of every article to render its links.
 */
function linkedArticles(article: CompiledArticle, articlesDir: string) {
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
    const other = compileCached(file);
    linked[slug] = { slug, title: other.title, excerpt: other.excerpt };
  }
  return linked;
}

/**
 * Vite plugin: `content/articles/<slug>.md` imports become compiled article modules at build
 * time. `?meta` imports carry only what lists and links need, so the home page and the router
 * never ship article bodies; each body is its own lazily loaded chunk. `?explains` imports carry
 * only the slug, title and tool id, for the tool pages' links to the articles that explain them.
 */
export function contentPlugin(): Plugin {
  return {
    name: 'evergreen-content',
    enforce: 'pre',
    resolveId(id) {
      if (id === FIELD_TERMS) return RESOLVED_FIELD_TERMS;
      return id === FIELD_TERM_DEFINITIONS ? RESOLVED_FIELD_TERM_DEFINITIONS : null;
    },
    load(id) {
      const [file, query = ''] = id.split('?');
      // The glossary as the site shows it: its definitions' rule placeholders resolved from src/finance/rules.
      if (file && file.endsWith(`${path.sep}content${path.sep}glossary.json`) && !query) {
        this.addWatchFile(file);
        try {
          return { code: JSON.stringify(readGlossaryFile()), map: null };
        } catch (error) {
          this.error(error instanceof ContentError ? error.message : `${file}: ${(error as Error).message}`);
        }
      }
      if (id === RESOLVED_FIELD_TERMS) {
        this.addWatchFile(path.resolve('content/glossary.json'));
        const terms = fieldGlossaryTerms(process.cwd()).map(({ id, term, aliases }) => ({ id, term, aliases }));
        return { code: `export default ${JSON.stringify(terms)};`, map: null };
      }
      if (id === RESOLVED_FIELD_TERM_DEFINITIONS) {
        this.addWatchFile(path.resolve('content/glossary.json'));
        const definitions = Object.fromEntries(
          fieldGlossaryTerms(process.cwd()).map(({ id: termId, definition }) => [termId, definition]),
        );
        return { code: `export default ${JSON.stringify(definitions)};`, map: null };
      }
      if (!file || !file.endsWith('.md') || !file.includes(`${path.sep}content${path.sep}articles${path.sep}`))
        return null;
      this.addWatchFile(file);
      this.addWatchFile(CHECKED_RECORD_PATH);
      this.addWatchFile(path.resolve(path.dirname(file), '..', '..', INDEX_FILE));
      for (const sections of fs.readdirSync(path.resolve(path.dirname(file), '..', 'sections'))) {
        this.addWatchFile(path.resolve(path.dirname(file), '..', 'sections', sections));
      }
      let article;
      try {
        article = compileCached(file);
      } catch (error) {
        const message = error instanceof ContentError ? error.message : `${file}: ${(error as Error).message}`;
        this.error(message);
      }
      const articlesDir = path.dirname(file);
      for (const other of fs.readdirSync(articlesDir)) this.addWatchFile(path.join(articlesDir, other));
      // `?explains`: just enough for a tool page's "Learn more" links (null when the article has no tool).
      const data = query.includes('explains')
        ? article.tool
          ? {
              slug: article.slug,
              title: article.title,
              toolId: article.tool.id,
              ...(article.second_tool ? { secondToolId: article.second_tool.id } : {}),
            }
          : null
        : query.includes('meta')
          ? articleMeta(article)
          : query.includes('hydrate')
            ? // `?hydrate`: everything but what the prerendered page already holds as plain HTML
              // (the body and a guide's static sections, read back from the page) and what no page
              // renders (the headings list, for the build's own checks).
              { ...article, content: '', guide_sections: undefined, headings: [], ...linksOf(article, articlesDir) }
            : { ...article, ...linksOf(article, articlesDir) };
      return { code: `export default ${JSON.stringify(data)};`, map: null };
    },
  };
}
