import type { Plugin } from 'vite';
import { readToolDefinitions, wordRanges } from './tool-definitions.mjs';
import { CHECKED_RECORD_PATH, checkedLine, currentCheckedRecord } from './checked-record.ts';

/** `import loaders from 'virtual:evergreen/tool-loaders'`: each tool's `load`, by id, for the entry's registry. */
export const TOOL_LOADERS = 'virtual:evergreen/tool-loaders';
/** `import pages from 'virtual:evergreen/tool-pages'`: the words of each tool with a page of its own, by id. */
export const TOOL_PAGES = 'virtual:evergreen/tool-pages';
const RESOLVED = new Map([TOOL_LOADERS, TOOL_PAGES].map((id) => [id, `\0${id}`]));

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
      if (id !== RESOLVED.get(TOOL_LOADERS) && id !== RESOLVED.get(TOOL_PAGES)) return null;
      const definitions = readToolDefinitions(process.cwd());
      for (const definition of definitions) this.addWatchFile(definition.file);
      if (id === RESOLVED.get(TOOL_LOADERS)) {
        const entries = definitions.map((d) => `  ${JSON.stringify(d.id)}: ${d.loader},`);
        return { code: `export default {\n${entries.join('\n')}\n};\n`, map: null };
      }
      // Each page's "Checked … against …" line (content/checked.json), not the whole record.
      this.addWatchFile(CHECKED_RECORD_PATH);
      const record = currentCheckedRecord();
      const pages = Object.fromEntries(
        definitions
          .filter((d) => d.page)
          .map(({ id: toolId, title, description, frame }) => {
            const checked = checkedLine(record.tools[toolId]);
            return [
              toolId,
              { title, description, ...(frame === 'blue' ? {} : { frame }), ...(checked ? { checked } : {}) },
            ];
          }),
      );
      return { code: `export default ${JSON.stringify(pages)};\n`, map: null };
    },
  };
}
