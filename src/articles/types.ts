import type { CompiledArticle, CompiledMeta, TocEntry } from './contentTypes';

/** Title and excerpt of an article that another one links to. */
export interface LinkedArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** Set when its words are not in the page's language (an untranslated article on an /es/ page: 'en'). */
  lang?: 'en';
}
/**
 * A whole article record as compiled from content/articles/<slug>.md (SPEC §3 lists the Article fields), with the
 * titles and excerpts of the articles it links to (added by scripts/content-plugin.ts).
 */
export type Article = CompiledArticle & {
  linked?: Record<string, LinkedArticle>;
  /**
   * The page being hydrated already shows the guide's static sections: their HTML as prerendered,
   * read back from the page in place of `guide_sections` (articleBodies.ts).
   */
  guide_sections_html?: string;
  /** The titles of this article's tools that also have a page of their own (content/tools.json), by tool id. */
  standalone_titles?: Record<string, string>;
};
/** What lists, links and the router need; no body. */
export type ArticleMeta = CompiledMeta;
export type { TocEntry };
export type FrameName = 'blue' | 'green' | 'purple' | 'orange';
