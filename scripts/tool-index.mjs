#!/usr/bin/env node
// @ts-check
/**
 * The tool index: every tool's plain data, said once in its folder's `tool.meta.ts`
 * (src/tools/toolMeta.ts), and its title and one-sentence description in every language, said in
 * its folder's word catalog `meta.messages.<locale>.json` (keys `title` and `description`), gathered
 * into two generated files that the rest of the project reads without running TypeScript:
 * - `src/tools/toolIndex.generated.json`: per tool its id, folder, frame, whether it has a page, and
 *   its words by language. The build (the registry's loaders and the tool pages' words,
 *   scripts/tool-index-plugin.ts), the content compiler, the site search and the Node scripts read it
 *   (`readToolIndex(root, locale)` gives each entry's title and description in one language).
 * - `src/tools/toolIds.generated.ts`: `TOOL_IDS` and the `ToolId` union the code is typed with.
 *
 * `npm run tool-index` writes them (`npm run new-tool` runs it for you); `npm run build` and
 * src/tools/toolIndex.node.test.ts fail, saying what to run, when they are stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const INDEX_FILE = 'src/tools/toolIndex.generated.json';
export const IDS_FILE = 'src/tools/toolIds.generated.ts';
export const FRAME_NAMES = /** @type {const} */ (['blue', 'green', 'purple', 'orange']);
/** The catalog beside tool.meta.ts holding the tool's title and description: `meta.messages.<locale>.json`. */
export const META_CATALOG = 'meta.messages';
const META_KEYS = ['title', 'description'];
const STALE = 'the tool index is stale: run `npm run tool-index` and commit what it writes';

/** @param {string} file @param {string} message @returns {never} */
const fail = (file, message) => {
  throw new Error(`${file}: ${message}`);
};

/** The site's languages, the default first (src/i18n/locales.json). @param {string} root */
export function siteLocales(root) {
  const data = JSON.parse(fs.readFileSync(path.join(root, 'src/i18n/locales.json'), 'utf8'));
  return {
    locales: /** @type {string[]} */ (Object.keys(data.locales)),
    defaultLocale: /** @type {string} */ (data.default),
  };
}

/**
 * A tool's title and description in every language, from its folder's `meta.messages.<locale>.json`,
 * checked: each language's file holds exactly `title` and `description`, as plain words (the index
 * shows them as written, so no `{…}` placeholders).
 * @param {string} root
 * @param {string} folder
 * @returns {import('./tool-index.d.mts').ToolWordsByLocale}
 */
export function readToolWords(root, folder) {
  /** @type {import('./tool-index.d.mts').ToolWordsByLocale} */
  const words = {};
  for (const locale of siteLocales(root).locales) {
    const name = `src/tools/${folder}/${META_CATALOG}.${locale}.json`;
    const file = path.join(root, name);
    if (!fs.existsSync(file))
      fail(name, `missing: every tool gives its title and description in each language (keys ${META_KEYS.join(', ')})`);
    /** @type {Record<string, unknown>} */
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    const extra = Object.keys(data).filter((key) => !META_KEYS.includes(key));
    if (extra.length) fail(name, `holds only ${META_KEYS.join(' and ')}, not ${extra.join(', ')}`);
    for (const key of META_KEYS) {
      const value = data[key];
      if (typeof value !== 'string' || value.trim() === '') fail(name, `\`${key}\` must be a string`);
      if (/[{}]/.test(value)) fail(name, `\`${key}\` is shown as written: no {placeholders}`);
    }
    words[locale] = {
      title: /** @type {string} */ (data.title),
      description: /** @type {string} */ (data.description),
    };
  }
  return words;
}

/** The tool folders under `root`: those with a tool.meta.ts, sorted. @param {string} root */
export function toolFolders(root) {
  const toolsDir = path.join(root, 'src/tools');
  return fs
    .readdirSync(toolsDir)
    .filter((dir) => fs.existsSync(path.join(toolsDir, dir, 'tool.meta.ts')))
    .sort();
}

/**
 * One folder's entry of the index from its `meta` export and its words (`meta.messages.*.json`),
 * checked: a kebab-case id, a known frame, no words in tool.meta.ts (they live in the catalogs), and
 * the component the registry loads (`<Folder>/<Folder>.tsx`).
 * @param {string} root
 * @param {string} folder
 * @param {Record<string, unknown>} meta
 * @param {import('./tool-index.d.mts').ToolWordsByLocale} [words] its words; read from the folder when left out
 * @returns {import('./tool-index.d.mts').ToolIndexEntry}
 */
export function indexEntry(root, folder, meta, words) {
  const file = `src/tools/${folder}/tool.meta.ts`;
  if (!meta || typeof meta !== 'object') fail(file, 'exports no `meta` (export const meta = defineToolMeta({ … }))');
  if (typeof meta.id !== 'string' || meta.id === '') fail(file, '`id` must be a string');
  for (const key of META_KEYS)
    if (key in meta)
      fail(
        file,
        `\`${key}\` is a word the reader sees: write it in ${META_CATALOG}.<locale>.json beside it, each language`,
      );
  const id = /** @type {string} */ (meta.id);
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id))
    fail(file, `the id "${id}" must be lower-case words joined by hyphens`);
  const frame = meta.frame ?? 'blue';
  if (!FRAME_NAMES.includes(/** @type {any} */ (frame)))
    fail(file, `\`frame\` must be one of ${FRAME_NAMES.map((f) => `'${f}'`).join(', ')}`);
  if (meta.page !== undefined && typeof meta.page !== 'boolean') fail(file, '`page` must be true or false');
  if (!fs.existsSync(path.join(root, 'src/tools', folder, `${folder}.tsx`)))
    fail(file, `the tool's component must be src/tools/${folder}/${folder}.tsx, exporting ${folder}`);
  return {
    id,
    folder,
    frame: /** @type {import('./tool-index.d.mts').FrameName} */ (frame),
    page: meta.page !== false,
    words: words ?? readToolWords(root, folder),
  };
}

/** Checks the ids are unique, naming both files. @param {import('./tool-index.d.mts').ToolIndexEntry[]} entries */
export function checkUnique(entries) {
  /** @type {Map<string, string>} */
  const seen = new Map();
  for (const entry of entries) {
    const other = seen.get(entry.id);
    if (other)
      fail(`src/tools/${entry.folder}/tool.meta.ts`, `the id "${entry.id}" is also src/tools/${other}/tool.meta.ts's`);
    seen.set(entry.id, entry.folder);
  }
  return entries;
}

/** The two generated files' text. @param {import('./tool-index.d.mts').ToolIndexEntry[]} entries */
export function renderIndex(entries) {
  const ids = entries.map((entry) => entry.id).sort();
  const engines = entries
    .filter((entry) => !entry.page)
    .map((entry) => entry.id)
    .sort();
  return {
    [INDEX_FILE]: `${JSON.stringify(entries, null, 2)}\n`,
    [IDS_FILE]: `// GENERATED by \`npm run tool-index\` (scripts/tool-index.mjs) from src/tools/*/tool.meta.ts: do not edit.

/** Every tool's id, from its folder's tool.meta.ts. */
export const TOOL_IDS = [
${ids.map((id) => `  '${id}',`).join('\n')}
] as const;

/** A tool's id: content front matter, My plan, stored scenarios and links name tools by it. */
export type ToolId = (typeof TOOL_IDS)[number];

/**
 * What a tool's stored inputs, scenarios and links are keyed by: its id, or, for an engine an
 * article configures (no page of its own), its id and the article's: \`generic-calculator-<slug>\`.
 */
export type ToolStorageId = ToolId | \`\${${engines.length ? engines.map((id) => `'${id}'`).join(' | ') : 'never'}}-\${string}\`;
`,
  };
}

/** Every tool's entry, from its tool.meta.ts (run through tsx). @param {string} root */
export async function readToolMetas(root) {
  const { tsImport } = await import('tsx/esm/api');
  const entries = [];
  for (const folder of toolFolders(root)) {
    const file = path.join(root, 'src/tools', folder, 'tool.meta.ts');
    const module = /** @type {{ meta?: Record<string, unknown> }} */ (
      await tsImport(pathToFileURL(file).href, import.meta.url)
    );
    entries.push(indexEntry(root, folder, /** @type {Record<string, unknown>} */ (module.meta)));
  }
  return checkUnique(entries);
}

/**
 * The index as committed (no TypeScript run): what the build and the Node scripts read, each tool's
 * title and description in one language (the default, English, unless told).
 * @param {string} [root]
 * @param {string} [locale]
 * @returns {import('./tool-index.d.mts').LocalizedToolEntry[]}
 */
export function readToolIndex(root = process.cwd(), locale) {
  const file = path.join(root, INDEX_FILE);
  if (!fs.existsSync(file)) fail(INDEX_FILE, `missing: ${STALE}`);
  /** @type {import('./tool-index.d.mts').ToolIndexEntry[]} */
  const entries = JSON.parse(fs.readFileSync(file, 'utf8'));
  const language = locale ?? siteLocales(root).defaultLocale;
  return entries.map((entry) => {
    const words = entry.words?.[language];
    if (!words) fail(INDEX_FILE, `the tool "${entry.id}" has no words in "${language}": ${STALE}`);
    return { ...entry, ...words };
  });
}

/** The tools with a page of their own (/tools/<id>), their words in one language. @param {string} [root] @param {string} [locale] */
export function readToolPages(root = process.cwd(), locale) {
  return readToolIndex(root, locale).filter((entry) => entry.page);
}

/** The generated files that differ from what the tool.meta.ts files say. @param {string} root */
export async function staleFiles(root) {
  const wanted = renderIndex(await readToolMetas(root));
  return Object.entries(wanted)
    .filter(
      ([file, text]) =>
        !fs.existsSync(path.join(root, file)) || fs.readFileSync(path.join(root, file), 'utf8') !== text,
    )
    .map(([file]) => file);
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--root');
  const root = path.resolve(at >= 0 ? args[at + 1] : '.');
  if (args.includes('--check')) {
    const stale = await staleFiles(root);
    if (stale.length) {
      console.error(`${stale.join(', ')}: ${STALE}`);
      process.exit(1);
    }
    return;
  }
  for (const [file, text] of Object.entries(renderIndex(await readToolMetas(root))))
    fs.writeFileSync(path.join(root, file), text);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
