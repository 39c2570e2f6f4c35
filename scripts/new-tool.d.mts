export interface ToolNames {
  id: string;
  component: string;
  module: string;
  calculate: string;
  bounds: string;
  title: string;
  description: string;
  resultTitle: string;
}
export function toolNames(id: string, title?: string): ToolNames;
export function toolFiles(names: ToolNames): { path: string; text: string }[];
export function toolListEntries(names: ToolNames): {
  financeIndex: string;
  conventionsRow: string;
  storybookRow: string;
  methodology: string;
};
export function addTableRow(markdown: string, header: RegExp, row: string): string;
