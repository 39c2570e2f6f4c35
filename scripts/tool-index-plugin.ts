import type { Plugin } from 'vite';
import { readToolDefinitions, wordRanges } from './tool-definitions.mjs';
import { CHECKED_RECORD_PATH, checkedLine, currentCheckedRecord } from './checked-record.ts';

/** `import loaders from 'virtual:evergreen/tool-loaders'`: each tool's `load`, by id, for the entry's registry. */
export const TOOL_LOADERS = 'virtual:evergreen/tool-loaders';
/** `import pages from 'virtual:evergreen/tool-pages'`: the words of each tool with a page of its own, by id. */
export const TOOL_PAGES = 'virtual:evergreen/tool-pages';
/**
 * `import checked from 'virtual:evergreen/tool-checked'`: each tool page's "Checked … against …" line
 * (content/checked.json), by id. Only the tool page loads it: My details and My plan, which read the
 * tools' words, do not need the lines.
 */
export const TOOL_CHECKED = 'virtual:evergreen/tool-checked';
const RESOLVED = new Map([TOOL_LOADERS, TOOL_PAGES, TOOL_CHECKED].map((id) => [id, `\0${id}`]));

/**
 * Vite plugin: the tool index, made from each `src/tools/<Folder>/tool.ts` definition (defineTool)
 * without running it (scripts/tool-definitions.mjs). The registry is part of the entry script and
 * may not import the definitions, which bring each tool's fields and rules; it gets their loaders
 * here, copied from the definitions as written. The tool pages, their head tags and My details get
 * the titles and descriptions from the second module, which only they load.
 */
export function toolIndexPlugin(): Plugin {
  let siteBuild = false;
  return {
    name: 'evergreen-tool-index',
    enforce: 'pre',
    configResolved(config) {
      siteBuild = config.command === 'build' && !process.env.STORYBOOK;
    },
    /*
     * In the site's build, a definition's title and description leave its module: the tool pages
     * get them from the second index module above, and the tool's chunk, which imports its
     * definition for the id, fields and scenario, would otherwise carry them again (about 100 bytes
     * gzipped on every page with a tool). Tests and Storybook keep them: stories and transcripts
     * read them from the definition.
     */
    transform(code, id) {
      if (!siteBuild || !/[\\/]src[\\/]tools[\\/][^\\/]+[\\/]tool\.ts$/.test(id)) return null;
      let stripped = code;
      for (const [start, end] of wordRanges(code, id).reverse())
        stripped = stripped.slice(0, start) + stripped.slice(end);
      return { code: stripped, map: null };
    },
    resolveId(id) {
      return RESOLVED.get(id) ?? null;
    },
    load(id) {
      if (id === RESOLVED.get(TOOL_CHECKED)) {
        this.addWatchFile(CHECKED_RECORD_PATH);
        const record = currentCheckedRecord();
        const lines = Object.fromEntries(
          readToolDefinitions(process.cwd())
            .filter((d) => d.page && record.tools[d.id])
            .map((d) => [d.id, checkedLine(record.tools[d.id])]),
        );
        return { code: `export default ${JSON.stringify(lines)};\n`, map: null };
      }
      if (id !== RESOLVED.get(TOOL_LOADERS) && id !== RESOLVED.get(TOOL_PAGES)) return null;
      const definitions = readToolDefinitions(process.cwd());
      for (const definition of definitions) this.addWatchFile(definition.file);
      if (id === RESOLVED.get(TOOL_LOADERS)) {
        const entries = definitions.map((d) => `  ${JSON.stringify(d.id)}: ${d.loader},`);
        return { code: `export default {\n${entries.join('\n')}\n};\n`, map: null };
      }
      const pages = Object.fromEntries(
        definitions
          .filter((d) => d.page)
          .map(({ id: toolId, title, description, frame }) => [
            toolId,
            frame === 'blue' ? { title, description } : { title, description, frame },
          ]),
      );
      return { code: `export default ${JSON.stringify(pages)};\n`, map: null };
    },
  };
}
