export const NODE24_VERSION: string;
export function majorOf(version: string): number;
export function needsNode24(version: string): boolean;
export function newestOfMajor(versions: readonly string[], major?: number): string | null;
export function packageFor(platform: string, arch: string): string | null;
export function node24Paths(root: string, version?: string): { dir: string; binDir: string; node: string };
export function envWithNode24(binDir: string, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function ensureNode24(options?: { root?: string; version?: string; log?: (message: string) => void }): {
  version: string;
  node: string;
  binDir: string;
  fetched: boolean;
};
