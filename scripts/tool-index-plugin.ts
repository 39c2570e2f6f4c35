import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { INDEX_FILE, readToolIndex } from './tool-index.mjs';
import { CHECKED_RECORD_PATH, checkedLine, currentCheckedRecord } from './checked-record.ts';
import { buildLocale } from './i18n/catalog-plugin.ts';
import { TOOL_EXPLAINERS } from './content-plugin.ts';

/** `import loaders from 'virtual:evergreen/tool-loaders'`: each tool's component loader, by id, for the entry's registry. */
export const TOOL_LOADERS = 'virtual:evergreen/tool-loaders';
/**
 * `import pages from 'virtual:evergreen/tool-pages'`: the words of each tool with a page of its own, by
 * id, in the build's language (each tool's `meta.messages.<locale>.json`, through the tool index).
 */
export const TOOL_PAGES = 'virtual:evergreen/tool-pages';
/**
 * `import checked from 'virtual:evergreen/tool-checked'`: each tool page's "Checked … against …" line
 * (content/checked.json), by id. Only the tool page loads it: My details and My plan, which read the
 * tools' words, do not need the lines.
 */
export const TOOL_CHECKED = 'virtual:evergreen/tool-checked';
/**
 * `import loaders from 'virtual:evergreen/tool-page-loaders'`: for each tool with a page of its own, by
 * id, a loader of that page's own module (`virtual:evergreen/tool-page/<id>`): its title, description
 * and frame, its "Checked … against …" line and its "Learn more" links, in the build's language. A tool
 * page loads its own tool's words and links only, not every tool's and every article's.
 */
export const TOOL_PAGE_LOADERS = 'virtual:evergreen/tool-page-loaders';
const TOOL_PAGE = 'virtual:evergreen/tool-page/';
const RESOLVED = new Map([TOOL_LOADERS, TOOL_PAGES, TOOL_CHECKED, TOOL_PAGE_LOADERS].map((id) => [id, `\0${id}`]));

/**
 * Vite plugin: the registry's loaders and the tool pages' words, made from the generated tool index
 * (scripts/tool-index.mjs, from each `src/tools/<Folder>/tool.meta.ts`). The registry is part of the
 * entry script and may not import the definitions, which bring each tool's fields and rules; it
 * gets `id → () => import('<Folder>/<Folder>.tsx')` here. The tool pages, their head tags and My
 * details get the titles and descriptions from the second module, which only they load: in a build
 * for one language (`EVERGREEN_LOCALE`), that language's words only; in the development server,
 * Vitest and Storybook, every language's, each title and description read in the current language
 * when it is read (src/i18n/locale.ts, currentLocale).
 */
export function toolIndexPlugin(): Plugin {
  return {
    name: 'evergreen-tool-index',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(TOOL_PAGE)) return `\0${id}`;
      return RESOLVED.get(id) ?? null;
    },
    load(id) {
      if (id === RESOLVED.get(TOOL_PAGE_LOADERS)) {
        this.addWatchFile(path.join(process.cwd(), INDEX_FILE));
        const entries = readToolIndex(process.cwd())
          .filter((tool) => tool.page)
          .map(({ id: toolId }) => `  ${JSON.stringify(toolId)}: () => import(${JSON.stringify(TOOL_PAGE + toolId)}),`);
        return { code: `export default {\n${entries.join('\n')}\n};\n`, map: null };
      }
      if (id.startsWith(`\0${TOOL_PAGE}`)) return toolPageModule(id.slice(TOOL_PAGE.length + 1), this);
      if (id === RESOLVED.get(TOOL_CHECKED)) {
        this.addWatchFile(CHECKED_RECORD_PATH);
        const record = currentCheckedRecord();
        const lines = Object.fromEntries(
          readToolIndex(process.cwd())
            .filter((d) => d.page && record.tools[d.id])
            .map((d) => [d.id, checkedLine(record.tools[d.id])]),
        );
        return { code: `export default ${JSON.stringify(lines)};\n`, map: null };
      }
      if (id !== RESOLVED.get(TOOL_LOADERS) && id !== RESOLVED.get(TOOL_PAGES)) return null;
      const root = process.cwd();
      this.addWatchFile(path.join(root, INDEX_FILE));
      const tools = readToolIndex(root);
      if (id === RESOLVED.get(TOOL_LOADERS)) {
        const entries = tools.map(({ id: toolId, folder }) => {
          const component = path.join(root, 'src/tools', folder, `${folder}.tsx`);
          if (!fs.existsSync(component))
            throw new Error(`${INDEX_FILE}: the tool "${toolId}" has no component ${path.relative(root, component)}`);
          return `  ${JSON.stringify(toolId)}: () => import(${JSON.stringify(component)}).then((m) => ({ default: m.${folder} })),`;
        });
        return { code: `export default {\n${entries.join('\n')}\n};\n`, map: null };
      }
      const locale = buildLocale();
      const pageTools = tools.filter((tool) => tool.page);
      if (locale) {
        const pages = Object.fromEntries(
          pageTools.map(({ id: toolId, words, frame }) => {
            const { title, description } = words[locale]!;
            return [toolId, frame === 'blue' ? { title, description } : { title, description, frame }];
          }),
        );
        return { code: `export default ${JSON.stringify(pages)};\n`, map: null };
      }
      const words = Object.fromEntries(pageTools.map(({ id: toolId, words: byLocale }) => [toolId, byLocale]));
      const frames = Object.fromEntries(pageTools.filter((t) => t.frame !== 'blue').map((t) => [t.id, t.frame]));
      const localeModule = JSON.stringify(path.join(root, 'src/i18n/locale.ts'));
      return {
        code: `import { currentLocale } from ${localeModule};
const words = ${JSON.stringify(words)};
const frames = ${JSON.stringify(frames)};
const inLocale = (byLocale, key) => ({ get: () => byLocale[currentLocale()][key], enumerable: true });
export default Object.fromEntries(
  Object.entries(words).map(([id, byLocale]) => [
    id,
    Object.defineProperties(frames[id] ? { frame: frames[id] } : {}, {
      title: inLocale(byLocale, 'title'),
      description: inLocale(byLocale, 'description'),
    }),
  ]),
);
`,
        map: null,
      };
    },
  };
}

/**
 * One tool page's own module (`virtual:evergreen/tool-page/<id>`): its words (in a build for one
 * language, that language's; elsewhere every language's, read in the current one, as for
 * `virtual:evergreen/tool-pages`), its frame, its checked line and its explainers.
 */
function toolPageModule(toolId: string, context: { addWatchFile: (file: string) => void }) {
  const root = process.cwd();
  context.addWatchFile(path.join(root, INDEX_FILE));
  context.addWatchFile(CHECKED_RECORD_PATH);
  const tool = readToolIndex(root).find((d) => d.id === toolId && d.page);
  if (!tool) throw new Error(`${INDEX_FILE}: no tool page "${toolId}"`);
  const checked = currentCheckedRecord().tools[toolId];
  const fixed = {
    ...(tool.frame === 'blue' ? {} : { frame: tool.frame }),
    ...(checked ? { checked: checkedLine(checked) } : {}),
  };
  const explainers = `import explainers from ${JSON.stringify(`${TOOL_EXPLAINERS}${toolId}`)};\n`;
  const locale = buildLocale();
  if (locale) {
    const { title, description } = tool.words[locale]!;
    return {
      code: `${explainers}export default { ...${JSON.stringify({ title, description, ...fixed })}, explainers };\n`,
      map: null,
    };
  }
  const localeModule = JSON.stringify(path.join(root, 'src/i18n/locale.ts'));
  return {
    code: `${explainers}import { currentLocale } from ${localeModule};
const words = ${JSON.stringify(tool.words)};
export default Object.defineProperties({ ...${JSON.stringify(fixed)}, explainers }, {
  title: { get: () => words[currentLocale()].title, enumerable: true },
  description: { get: () => words[currentLocale()].description, enumerable: true },
});
`,
    map: null,
  };
}
