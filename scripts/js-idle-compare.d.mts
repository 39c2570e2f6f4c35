export interface JsIdleResult {
  route: string;
  kb: number;
  count?: number;
  files?: { file: string; gz: number }[];
}
export interface JsIdleRow {
  route: string;
  before: number;
  after: number;
  delta: number;
}
export interface JsIdleComparison {
  rows: JsIdleRow[];
  grown: number;
  equal: number;
  shrunk: number;
  median: number;
  min: number;
  max: number;
  added: string[];
  removed: string[];
}
export function routeBytes(result: JsIdleResult): number;
export function chunkName(file: string): string;
export function compareJsIdle(before: JsIdleResult[], after: JsIdleResult[]): JsIdleComparison;
export function chunkDeltas(before: JsIdleResult, after: JsIdleResult): { name: string; delta: number }[];
export function formatComparison(comparison: JsIdleComparison, options?: { all?: boolean }): string[];
