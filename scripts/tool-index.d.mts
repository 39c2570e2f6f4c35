export type FrameName = 'blue' | 'green' | 'purple' | 'orange';
export declare const FRAME_NAMES: readonly FrameName[];
export declare const INDEX_FILE: string;
export declare const IDS_FILE: string;
export declare const META_CATALOG: string;
/** A tool's words in one language, from its folder's `meta.messages.<locale>.json`. */
export interface ToolWords {
  /** The tool's name, as its page's heading, its tab title, search and My plan show it. */
  title: string;
  /** One sentence under the title: what the reader gets from it. */
  description: string;
}
/** A tool's words by language ("en", "es"). */
export type ToolWordsByLocale = Record<string, ToolWords>;
/** One tool in the generated index (src/tools/toolIndex.generated.json). */
export interface ToolIndexEntry {
  id: string;
  /** Its folder under src/tools: the component is `<folder>/<folder>.tsx`, exporting `<folder>`. */
  folder: string;
  frame: FrameName;
  /** Has a page of its own at /tools/<id>. */
  page: boolean;
  words: ToolWordsByLocale;
}
/** An entry with its title and description in the language asked for. */
export type LocalizedToolEntry = ToolIndexEntry & ToolWords;
export declare function siteLocales(root: string): { locales: string[]; defaultLocale: string };
export declare function readToolWords(root: string, folder: string): ToolWordsByLocale;
export declare function toolFolders(root: string): string[];
export declare function indexEntry(
  root: string,
  folder: string,
  meta: Record<string, unknown>,
  words?: ToolWordsByLocale,
): ToolIndexEntry;
export declare function checkUnique(entries: ToolIndexEntry[]): ToolIndexEntry[];
export declare function renderIndex(entries: ToolIndexEntry[]): Record<string, string>;
export declare function readToolMetas(root: string): Promise<ToolIndexEntry[]>;
export declare function readToolIndex(root?: string, locale?: string): LocalizedToolEntry[];
export declare function readToolPages(root?: string, locale?: string): LocalizedToolEntry[];
export declare function staleFiles(root: string): Promise<string[]>;
