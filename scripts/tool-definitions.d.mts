export type FrameName = 'blue' | 'green' | 'purple' | 'orange';
export declare const FRAME_NAMES: readonly FrameName[];
/** What is read of one tool.ts without running it. */
export interface ToolDefinitionText {
  id: string;
  title: string;
  description: string;
  frame: FrameName;
  /** Has a page of its own at /tools/<id>. */
  page: boolean;
  /** The tool.ts file. */
  file: string;
  folder: string;
  /** The component module `load` imports (absolute path). */
  component: string;
  /** `load`'s source, its import pointed at `component`. */
  loader: string;
}
export declare function parseToolDefinition(source: string, file: string): ToolDefinitionText;
export declare function readToolDefinitions(root?: string): ToolDefinitionText[];
export declare function readToolPages(root?: string): ToolDefinitionText[];
export declare function wordRanges(source: string, file: string): [number, number][];
