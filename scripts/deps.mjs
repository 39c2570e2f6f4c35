#!/usr/bin/env node
// @ts-check
/**
 * `npm run deps`: the rooms of the code and what each may import, checked against the code with
 * dependency-cruiser (which reads TypeScript's own parse, type-only imports included).
 * - Fails on any import cycle, in any file of src, scripts, tests, stories, content or design-tokens.
 * - Fails when a room imports one it must not (ROOMS below; tests, stories and testing/ folders may
 *   reach anywhere), or a module the site ships imports test support.
 * - Prints the picture of the rooms as the code has them (a Mermaid graph, one arrow per pair of
 *   rooms with an import between them), and fails when the picture in docs/architecture.md differs.
 *   `npm run deps -- --write` writes it there. `--quiet` prints only problems (npm run lint).
 * ESLint (eslint.config.js) says the same layer rules file by file in the editor; this sees the whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/**
 * The rooms, from the top down, each with the rooms it may import (besides itself). A room not
 * named here (a new folder of src) is drawn but not held to a rule until it is added.
 * `tools` is the index of the tools (src/tools/*.ts: registry, definitions, the generated index);
 * `tools/*` the tool folders; `tools/shared/*` what they share.
 */
export const ROOMS = /** @type {const} */ ([
  ['app', 'entry, routes, providers and the shell pages'],
  ['plan', 'My plan, My details and saved items'],
  ['articles', 'article layouts, the shape of an article'],
  ['search', 'the site search'],
  ['tools/*', 'one folder per tool'],
  ['tools/shared/layout', 'the calculator frame'],
  ['tools/shared/form', "a tool's inputs"],
  ['tools/shared/scenarios', 'saved scenarios and their comparison'],
  ['tools/shared/keptOnDevice', "the 'Kept on this device only · Forget' line under a tool and on My plan"],
  ['tools/shared/core', 'field types, schema, tool state'],
  ['tools', 'the tool index: registry, definitions, ids'],
  ['glossary', 'the glossary term matcher'],
  ['kit', 'the accessible component kit'],
  ['i18n', 'the words and formats layer: locale, messages, number words'],
  ['storage', 'browser storage'],
  ['finance', 'pure calculators and their rules'],
  ['content', "the articles and the site's words"],
  ['design-tokens', 'typed plain data'],
]);

/** The rooms below the tools, which every tool and page may build on. */
const BELOW_TOOLS = ['glossary', 'kit', 'storage', 'finance', 'content', 'i18n'];
/** The tools' floors, top down: each may import the ones after it. */
const TOOL_FLOORS = [
  'tools/shared/layout',
  'tools/shared/form',
  'tools/shared/scenarios',
  'tools/shared/keptOnDevice',
  'tools/shared/core',
  'tools',
];

/** @type {Record<string, readonly string[]>} what each room may import */
export const MAY_IMPORT = {
  app: ['plan', 'articles', 'search', 'tools/*', ...TOOL_FLOORS, ...BELOW_TOOLS, 'design-tokens'],
  plan: ['articles', 'tools/*', ...TOOL_FLOORS, ...BELOW_TOOLS],
  articles: ['tools/shared/keptOnDevice', 'tools', ...BELOW_TOOLS],
  search: ['kit', 'content', 'i18n'],
  'tools/*': [...TOOL_FLOORS, ...BELOW_TOOLS],
  'tools/shared/layout': [...TOOL_FLOORS.slice(1), ...BELOW_TOOLS],
  'tools/shared/form': ['tools/shared/core', 'tools', 'glossary', 'kit', 'storage', 'finance', 'content', 'i18n'],
  'tools/shared/scenarios': ['tools/shared/core', 'tools', 'kit', 'storage', 'finance', 'content', 'i18n'],
  'tools/shared/keptOnDevice': ['kit', 'storage', 'content', 'i18n'],
  'tools/shared/core': ['tools', 'kit', 'storage', 'finance', 'content', 'i18n'],
  tools: ['tools/shared/core', 'kit', 'storage', 'finance', 'content', 'i18n'],
  glossary: ['content', 'i18n'],
  kit: ['design-tokens', 'content', 'i18n'],
  i18n: ['content'],
  storage: [],
  finance: [],
  content: [],
  'design-tokens': [],
};

/** Tests, stories, benchmarks and test support: they may import any room. */
const TEST_SUPPORT = '(\\.(test|stories|bench|spec)\\.tsx?$|(^|/)testing/)';
const PICTURE_START = '<!-- npm run deps: the picture below is drawn from the code; do not edit it by hand -->';
const PICTURE_END = '<!-- end of the picture -->';
const DOC = 'docs/architecture.md';

/** The room a module path (relative to the root) sits in, or undefined outside the rooms. @param {string} file */
export function roomOf(file) {
  const shared = /^src\/tools\/shared\/([^/]+)\//.exec(file);
  if (shared) return shared[1] === 'testing' ? undefined : `tools/shared/${shared[1]}`;
  if (/^src\/tools\/[^/]+\//.test(file)) return 'tools/*';
  if (/^src\/tools\/[^/]+$/.test(file)) return 'tools';
  const inSrc = /^src\/([^/]+)\//.exec(file);
  if (inSrc) return inSrc[1];
  const top = /^(content|design-tokens)\//.exec(file);
  return top ? top[1] : undefined;
}

/** The path pattern of a room, as dependency-cruiser matches it. @param {string} room */
function roomPath(room) {
  if (room === 'tools') return '^src/tools/[^/]+$';
  if (room === 'tools/*') return '^src/tools/(?!shared/)[^/]+/';
  if (room === 'content' || room === 'design-tokens') return `^${room}/`;
  return `^src/${room}/`;
}

/** dependency-cruiser's rules: no cycle, each room's imports, no test support in what ships. */
export function rules() {
  const known = ROOMS.map(([room]) => room);
  return [
    {
      name: 'no-cycle',
      comment: 'No import cycles, type-only imports included (docs/architecture.md).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-test-support-in-the-site',
      comment: 'Test support (a testing/ folder) is for tests and stories; the site must not ship it.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_SUPPORT },
      to: { path: '(^|/)testing/' },
    },
    ...known.flatMap((room) => {
      const forbidden = known.filter((other) => other !== room && !MAY_IMPORT[room]?.includes(other));
      if (!forbidden.length) return [];
      return {
        name: `room:${room}`,
        comment: `${room} may import only ${MAY_IMPORT[room]?.join(', ') || 'itself'} (docs/architecture.md).`,
        severity: 'error',
        from: { path: roomPath(room), pathNot: TEST_SUPPORT },
        to: { path: forbidden.map(roomPath).join('|') },
      };
    }),
  ];
}

/** Every folder of the project with code in it. */
const CODE = ['src', 'scripts', 'tests', 'stories', 'content', 'design-tokens'];

/**
 * Cruises the project's code (or `paths` under `root`) against the rules.
 * @param {string} root @param {string[]} [paths]
 */
export async function cruiseProject(root, paths = CODE) {
  const tsConfig = path.join(root, 'tsconfig.json');
  const result = await cruise(
    paths.filter((folder) => fs.existsSync(path.join(root, folder))),
    {
      baseDir: root,
      validate: true,
      ruleSet: /** @type {any} */ ({ forbidden: rules() }),
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '^(node_modules|dist|dist-ssr|storybook-static)/' },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: tsConfig },
      enhancedResolveOptions: {
        exportsFields: ['exports'],
        conditionNames: ['import', 'require', 'node', 'default', 'types'],
        extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
      },
    },
    { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] },
    { tsConfig: extractTSConfig(tsConfig) },
  );
  return /** @type {import('dependency-cruiser').ICruiseResult} */ (result.output);
}

/**
 * The files a module names with Vite's `import.meta.glob('…')` (My plan reads every tool's
 * myPlan.ts so; articles read content), which dependency-cruiser does not follow: each pattern as
 * a path from the root, with a stand-in name for its wildcards, so that its room can be told.
 * @param {string} root @param {string} source a module's path from the root
 */
export function globTargets(root, source) {
  if (!/\.[cm]?[jt]sx?$/.test(source)) return [];
  const text = fs.readFileSync(path.join(root, source), 'utf8');
  return [...text.matchAll(/import\.meta\.glob(?:<[^>(]*>)?\(\s*['"]([^'"]+)['"]/g)].map(([, pattern]) => {
    const file = pattern.startsWith('/') ? pattern.slice(1) : path.posix.join(path.posix.dirname(source), pattern);
    return file.replace(/\*+/g, 'any');
  });
}

/**
 * The room picture: one arrow for each pair of rooms with an import between them in what the site
 * ships (tests, stories and test support left out), globbed imports included, as a Mermaid flowchart.
 * @param {import('dependency-cruiser').ICruiseResult} result @param {string} [root]
 */
export function picture(result, root = process.cwd()) {
  /** @type {Set<string>} */
  const edges = new Set();
  const testSupport = new RegExp(TEST_SUPPORT);
  for (const module of result.modules) {
    const from = roomOf(module.source);
    if (!from || testSupport.test(module.source)) continue;
    const targets = [
      ...module.dependencies.map((dependency) => dependency.resolved),
      ...globTargets(root, module.source),
    ];
    for (const target of targets) {
      const to = roomOf(target);
      if (to && to !== from) edges.add(`${from}|${to}`);
    }
  }
  const order = ROOMS.map(([room]) => room);
  const rank = (room) => (order.includes(room) ? order.indexOf(room) : order.length);
  const node = (room) => room.replace(/[^a-z0-9]+/gi, '_');
  const rooms = [...new Set([...edges].flatMap((edge) => edge.split('|')))].sort(
    (a, b) => rank(a) - rank(b) || (a < b ? -1 : 1),
  );
  const lines = ['```mermaid', 'flowchart TD'];
  for (const room of rooms) lines.push(`  ${node(room)}["${room}"]`);
  for (const edge of [...edges].sort((a, b) => {
    const [a1, a2] = a.split('|');
    const [b1, b2] = b.split('|');
    return rank(a1) - rank(b1) || rank(a2) - rank(b2) || (a < b ? -1 : 1);
  })) {
    const [from, to] = edge.split('|');
    lines.push(`  ${node(from)} --> ${node(to)}`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** The doc with its picture replaced. @param {string} doc @param {string} drawn */
export function withPicture(doc, drawn) {
  const start = doc.indexOf(PICTURE_START);
  const end = doc.indexOf(PICTURE_END);
  if (start < 0 || end < start) throw new Error(`${DOC}: no picture markers (${PICTURE_START} … ${PICTURE_END})`);
  return `${doc.slice(0, start + PICTURE_START.length)}\n\n${drawn}\n\n${doc.slice(end)}`;
}

/** Each violation in a line: the rule, and the import that breaks it. @param {import('dependency-cruiser').ICruiseResult} result */
export function problems(result) {
  return result.summary.violations.map((violation) => {
    const cycle = violation.cycle?.map((step) => step.name).join(' → ');
    return `${violation.rule.name}: ${violation.from} → ${cycle ? `${cycle}` : violation.to}`;
  });
}

async function main() {
  const args = process.argv.slice(2);
  const root = process.cwd();
  const result = await cruiseProject(root);
  const drawn = picture(result, root);
  const found = problems(result);
  const docFile = path.join(root, DOC);
  const doc = fs.readFileSync(docFile, 'utf8');
  if (args.includes('--write')) fs.writeFileSync(docFile, withPicture(doc, drawn));
  else if (withPicture(doc, drawn) !== doc)
    found.push(`${DOC}: its picture of the rooms is not the code's: run \`npm run deps -- --write\``);
  if (!args.includes('--quiet')) {
    console.log(
      `The rooms, as the code has them (${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports):\n`,
    );
    console.log(drawn);
    console.log('\nWhat each room may import (scripts/deps.mjs):');
    for (const [room, what] of ROOMS)
      console.log(`  ${room} (${what}): ${MAY_IMPORT[room]?.join(', ') || 'nothing of ours'}`);
  }
  if (found.length) {
    console.error(`\nnpm run deps: ${found.length} problem${found.length === 1 ? '' : 's'}:`);
    for (const problem of found) console.error(`  ${problem}`);
    process.exit(1);
  }
  if (!args.includes('--quiet')) console.log('\nNo import cycles; every room imports only what it may.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
