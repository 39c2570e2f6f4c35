export type FrameName = 'blue' | 'green' | 'purple' | 'orange';
export declare const FRAME_NAMES: readonly FrameName[];
export declare const INDEX_FILE: string;
export declare const IDS_FILE: string;
/** One tool in the generated index (src/tools/toolIndex.generated.json). */
export interface ToolIndexEntry {
  id: string;
  /** Its folder under src/tools: the component is `<folder>/<folder>.tsx`, exporting `<folder>`. */
  folder: string;
  title: string;
  description: string;
  frame: FrameName;
  /** Has a page of its own at /tools/<id>. */
  page: boolean;
}
export declare function toolFolders(root: string): string[];
export declare function indexEntry(root: string, folder: string, meta: Record<string, unknown>): ToolIndexEntry;
export declare function checkUnique(entries: ToolIndexEntry[]): ToolIndexEntry[];
export declare function renderIndex(entries: ToolIndexEntry[]): Record<string, string>;
export declare function readToolMetas(root: string): Promise<ToolIndexEntry[]>;
export declare function readToolIndex(root?: string): ToolIndexEntry[];
export declare function readToolPages(root?: string): ToolIndexEntry[];
export declare function staleFiles(root: string): Promise<string[]>;
