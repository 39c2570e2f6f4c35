export interface ToolNames {
  id: string;
  component: string;
  module: string;
  /** The room of src/finance the engine lives in (FINANCE_DOMAINS). */
  domain: string;
  calculate: string;
  bounds: string;
  title: string;
  description: string;
  /** Its title and description in Spanish (meta.messages.es.json). */
  titleEs: string;
  descriptionEs: string;
  resultTitle: string;
}
export const FINANCE_DOMAINS: readonly string[];
export function toolNames(id: string, title?: string, domain?: string, titleEs?: string): ToolNames;
export function toolFiles(names: ToolNames): { path: string; text: string }[];
export function toolListEntries(names: ToolNames): {
  financeIndex: string;
  conventionsRow: string;
  storybookRow: string;
  methodology: string;
};
export function addTableRow(markdown: string, header: RegExp, row: string): string;
