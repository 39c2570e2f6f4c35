import fs from 'node:fs';
import path from 'node:path';

/**
 * The `toolkit` chunk group (vite.config.ts), found by convention instead of a hand-kept list of
 * modules (H6 item 4). Left to itself the bundler makes one chunk per distinct set of importers: a
 * calculator page fetched ~40 scripts, most under 1 KB, each gzipped alone. The toolkit gathers
 * into one file the modules that nearly every tool uses:
 * - a module may join it when it lives in the kit (`src/kit/`), the tools' shared parts
 *   (`src/tools/shared/`), the finance helpers (`src/finance/`), or is vanilla-extract's recipe
 *   runtime (what the kit's recipes call), and is not a story, a test or test support;
 * - it joins when at least `toolkitMinShare(tools)` chunks use it, as Rolldown counts them
 *   (`minShareCount`: each lazily loaded page, article and tool is a chunk; a module counts once
 *   per chunk that uses it, after tree-shaking and through the kit's index). With 21 tools that is
 *   19: what all but two tools' worth of chunks share. A part only the calculators use (the field
 *   rows, the glossary terms they link) stays with them, so a guide whose tool is a checklist does
 *   not fetch it.
 * The entry's own modules stay in the `shell` group (higher priority), and modules loaded on
 * interaction (Radix, the scenario panel) are dynamic imports, which a group never takes.
 * Measured with `node scripts/js-before-idle.mjs` and `node scripts/js-idle-compare.mjs`
 * (docs/performance.md): change the rule only with both in hand.
 */
const TOOLKIT_FOLDERS =
  /[\\/]src[\\/](kit|tools[\\/]shared|finance)[\\/]|[\\/]node_modules[\\/]@vanilla-extract[\\/]recipes[\\/]/;
const NOT_RUNTIME = /\.(stories|test)\.|[\\/]testing[\\/]/;

/** Whether a module may join the toolkit (its folder), before Rolldown counts how many chunks use it. */
export function inToolkitFolders(id: string): boolean {
  return TOOLKIT_FOLDERS.test(id) && !NOT_RUNTIME.test(id);
}

/** How many chunks must use a module for it to join the toolkit: the number of tools, less two. */
export function toolkitMinShare(toolCount: number): number {
  if (!Number.isInteger(toolCount) || toolCount < 3)
    throw new Error(
      `chunk groups: found ${toolCount} tools (folders of src/tools with a tool.ts); the toolkit rule needs the tool folders`,
    );
  return toolCount - 2;
}

/** The tools: folders of `toolsDir` that hold a `tool.ts` (docs/adding-a-tool.md). */
export function countTools(toolsDir: string): number {
  return fs
    .readdirSync(toolsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(toolsDir, entry.name, 'tool.ts'))).length;
}
