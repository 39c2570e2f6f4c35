import type { CompiledArticle, CompiledMeta, TocEntry } from '../../scripts/content-compiler';

/** A whole article record as compiled from content/articles/<slug>.md (SPEC §3 Article). */
export type Article = CompiledArticle;
/** What lists, links and the router need; no body. */
export type ArticleMeta = CompiledMeta;
export type { TocEntry };
export type FrameName = 'blue' | 'green' | 'purple' | 'orange';
