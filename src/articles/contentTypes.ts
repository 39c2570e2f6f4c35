/**
 * The shape of an article: the front matter an author writes in content/articles/<slug>.md
 * (docs/CONVENTIONS.md, "Content file format"), checked by its schema, and the record the content
 * compiler (scripts/content-compiler.ts) makes of it, which the site reads. The site imports the
 * types only; the compiler imports the schema from here.
 */
import * as v from 'valibot';
import { TOOL_IDS } from '../tools/toolIds.generated.ts';

export const CONTENT_TYPES = ['calculator', 'guide', 'tool', 'checklist', 'article'] as const;
export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'All Levels'] as const;
export const CATEGORIES = [
  'Retirement Planning',
  'Tax Planning',
  'Insurance',
  'Healthcare & Medicare',
  'Estate Planning',
  'Home & Housing',
  'Social Security',
] as const;
export const LAYOUTS = [
  'common',
  'split',
  'ltc-guide',
  'beneficiary-guide',
  'withdrawals-guide',
  'disability',
  'viewer',
] as const;
export const FRAMES = ['blue', 'green', 'purple', 'orange'] as const;
export const CTAS = ['tax', 'ltc', 'rmd', 'wrapper'] as const;

const isoDate = v.pipe(
  v.union([v.string(), v.date()]),
  v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
);
const slugString = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug'));
const tocEntry = v.union([v.string(), v.object({ id: v.string(), title: v.string(), level: v.optional(v.number()) })]);

const looseRecord = v.record(v.string(), v.unknown());
/**
 * A tool an article carries: one of the tools' folders (src/tools/<Tool>/tool.meta.ts, gathered by
 * `npm run tool-index` into TOOL_IDS). An id no folder has fails the article's compile, and the
 * build with it; the compiled article's `tool.id` is typed `ToolId`.
 */
const toolId = v.picklist(
  TOOL_IDS,
  (issue) => `must be the id of a tool in src/tools (not ${JSON.stringify(issue.input)})`,
);

/** What an article says of a tool it carries (`tool`, `second_tool`): which, its title and frame. */
const embeddedTool = {
  id: toolId,
  title: v.string(),
  description: v.optional(v.string()),
  frame: v.optional(v.picklist(FRAMES), 'blue'),
};

export const FrontMatterSchema = v.strictObject({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  slug: slugString,
  title: v.pipe(v.string(), v.minLength(3)),
  excerpt: v.pipe(v.string(), v.minLength(10), v.maxLength(160, 'must be at most 160 characters')),
  category: v.picklist(CATEGORIES),
  content_type: v.picklist(CONTENT_TYPES),
  difficulty_level: v.picklist(DIFFICULTIES),
  featured: v.boolean(),
  created_at: isoDate,
  updated_at: isoDate,
  author_id: v.string(),
  page_views: v.pipe(v.number(), v.integer(), v.minValue(0)),
  tags: v.array(v.string()),
  layout: v.optional(v.picklist(LAYOUTS), 'common'),
  reading_time: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  table_of_contents: v.optional(v.array(tocEntry)),
  tool: v.optional(v.strictObject({ ...embeddedTool, allowed_frames: v.optional(v.array(v.picklist(FRAMES))) })),
  // A second tool, placed at `<div data-embed="second-tool"></div>` (else after the body). It loads
  // only when the reader nears it, so the page's first load carries the main tool alone.
  second_tool: v.optional(v.strictObject(embeddedTool)),
  cta: v.optional(v.picklist(CTAS)),
  related_calculators: v.optional(v.array(slugString)),
  related_resources: v.optional(v.array(slugString)),
  calculator_config: v.optional(looseRecord),
  tool_config: v.optional(looseRecord),
  checklist_config: v.optional(looseRecord),
});

export type FrontMatter = v.InferOutput<typeof FrontMatterSchema>;
export type TocEntry = string | { id: string; title: string; level?: number };

export interface CompiledArticle extends Omit<FrontMatter, 'reading_time' | 'table_of_contents'> {
  reading_time: number;
  readability_score: number;
  word_count: number;
  table_of_contents: TocEntry[];
  /** Plain-text headings (## level) in order, for checks that the TOC matches the body. */
  headings: string[];
  content: string;
  /** The static sections of a guide layout (content/sections/<layout>.json), if it has any. */
  guide_sections?: unknown[];
  /** When and against what the article's figures and rules were last checked (content/checked.json). */
  checked?: CheckedLine;
  /**
   * The language the article's words are in, set only when it is not the page's: an /es/ page of an
   * article with no Spanish translation yet shows the English one, says so, and marks it `lang="en"`.
   */
  lang?: 'en';
}

/** What a page shows of its fact-check (content/checked.json): the day, and the official sources, most important first. */
export interface CheckedLine {
  /** YYYY-MM-DD. */
  checked: string;
  against: readonly string[];
}

/** The fields the site needs to list and link an article (home, related grids, heads), nothing more. */
export const META_FIELDS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'content_type',
  'difficulty_level',
  'featured',
  'tool',
  'lang',
] as const;
export type CompiledMeta = Pick<CompiledArticle, (typeof META_FIELDS)[number]>;
