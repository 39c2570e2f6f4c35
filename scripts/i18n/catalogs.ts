/**
 * The site's message catalogs: ICU MessageFormat, one JSON file per language beside the code that
 * uses it (`src/kit/Select/messages.en.json`, `messages.es.json`), compiled at build time by
 * @messageformat/core into plain JavaScript functions: no message parser reaches the browser.
 *
 * - `checkCatalog` is the build's gate: every language has every key of the English catalog and no
 *   other, each message parses, uses no argument English does not give, and formats no number or
 *   date itself (values are formatted by src/kit/format.ts and passed in as text; a plural's `#`
 *   is spelled by src/i18n/messageRuntime.ts without Intl).
 * - `compileCatalog` writes the module an `import * as m from './messages'` gets: each message a
 *   named export, either in one language (a client build: `EVERGREEN_LOCALE`) or in every language,
 *   chosen when called (the prerender, tests, Storybook, the development server).
 * - `declarationOf` writes `messages.d.ts`, which types each message and its values for TypeScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { parse, type Token } from '@messageformat/parser';
import localeData from '../../src/i18n/locales.json' with { type: 'json' };

export type Locale = keyof typeof localeData.locales;
export const LOCALES = Object.keys(localeData.locales) as Locale[];
export const DEFAULT_LOCALE = localeData.default as Locale;

/**
 * A catalog is named by its path without the language: `src/kit/Select/messages` (a folder's one
 * catalog, `import * as m from './messages'`) or, for a module loaded apart from its folder's others,
 * `src/kit/formatAge.messages` (`import * as m from './formatAge.messages'`). Its files are
 * `<base>.en.json`, `<base>.es.json`…, and its declaration `<base>.d.ts`.
 */
export const CATALOG_NAME = /(^|\.)messages$/;
export const catalogFile = (base: string, locale: Locale) => `${base}.${locale}.json`;
export const declarationFile = (base: string) => `${base}.d.ts`;

/** The modules compiled catalogs import: their helpers (plural, select, `#`) and the current language. */
export interface CatalogModules {
  runtime: string;
  locale: string;
}
const ROOT_MODULES: CatalogModules = { runtime: '/src/i18n/messageRuntime.ts', locale: '/src/i18n/locale.ts' };

export type Messages = Record<string, string>;
export type Catalog = Record<Locale, Messages>;

/** Every catalog under `root` (src) with an English file, by base path, sorted. */
export function findCatalogs(root: string): string[] {
  const found: string[] = [];
  const english = `.${DEFAULT_LOCALE}.json`;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name.endsWith(english) && CATALOG_NAME.test(entry.name.slice(0, -english.length)))
        found.push(path.join(dir, entry.name.slice(0, -english.length)));
    }
  };
  walk(root);
  return found.sort();
}

/** A catalog's messages, one set per language (a missing file reads as empty: checkCatalog reports it). */
export function readCatalog(base: string): Catalog {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const file = catalogFile(base, locale);
      if (!fs.existsSync(file)) return [locale, {}];
      const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (!data || typeof data !== 'object' || Array.isArray(data))
        throw new Error(`${file}: a catalog is one JSON object of "key": "message"`);
      return [locale, data as Messages];
    }),
  ) as Catalog;
}

/**
 * Messages named after the ids of an engine's facts (docs/CONVENTIONS.md, "Words and formats"):
 * `adviceMedigap`, `assumedHealth`, `healthValue`, `formulaTotal`… The compiled catalog gathers each
 * kind into one more export, its phrasebook by id (`adviceById = { medigap: adviceMedigap, … }`,
 * `valueById = { health: healthValue, … }`; a key is in the first group it fits), which a tool's words file passes to `phrase` and
 * `explanationPhrases` instead of writing the map out. A page that does not use a group does not carry it.
 */
export const MESSAGE_GROUPS: ReadonlyArray<{ name: string; key: RegExp }> = [
  { name: 'adviceById', key: /^advice([A-Z][A-Za-z0-9]*)$/ },
  { name: 'assumedById', key: /^assumed([A-Z][A-Za-z0-9]*)$/ },
  { name: 'formulaById', key: /^formula([A-Z][A-Za-z0-9]*)$/ },
  { name: 'rowById', key: /^row([A-Z][A-Za-z0-9]*)$/ },
  { name: 'statusById', key: /^status([A-Z][A-Za-z0-9]*)$/ },
  { name: 'recommendById', key: /^recommend([A-Z][A-Za-z0-9]*)$/ },
  { name: 'whyById', key: /^why([A-Z][A-Za-z0-9]*)$/ },
  // Last: `formulaLoanToValue` is a formula, `rowHomeValue` a row.
  { name: 'valueById', key: /^([a-z][A-Za-z0-9]*)Value$/ },
];

/** Each group of `keys` that has a member: its export name and its members, `[id, key]` in catalog order. */
export function messageGroups(keys: readonly string[]): Array<{ name: string; members: Array<[string, string]> }> {
  const grouped = new Set<string>();
  return MESSAGE_GROUPS.map(({ name, key: pattern }) => ({
    name,
    members: keys.flatMap((key): Array<[string, string]> => {
      const id = grouped.has(key) ? undefined : pattern.exec(key)?.[1];
      if (!id) return [];
      grouped.add(key);
      return [[id[0]!.toLowerCase() + id.slice(1), key]];
    }),
  })).filter((group) => group.members.length > 0);
}

/** The groups as JavaScript: `export const adviceById = { medigap: adviceMedigap };`. */
function groupLines(keys: readonly string[]): string[] {
  return messageGroups(keys).map(
    ({ name, members }) =>
      `export const ${name} = { ${members.map(([id, key]) => (id === key ? key : `${id}: ${key}`)).join(', ')} };`,
  );
}

/** What a message needs from its caller: each argument, and whether it chooses a plural (a number). */
type ArgumentKind = 'text' | 'number';

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return static super switch this throw true try typeof var void while with yield await implements interface package private protected public'.split(
    ' ',
  ),
);
const KEY = /^[a-z][A-Za-z0-9]*$/;

function parseMessage(source: string, locale: Locale): Token[] {
  const plurals = new Intl.PluralRules(localeData.locales[locale].tag).resolvedOptions().pluralCategories;
  const ordinals = new Intl.PluralRules(localeData.locales[locale].tag, { type: 'ordinal' }).resolvedOptions()
    .pluralCategories;
  return parse(source, { cardinal: plurals as never, ordinal: ordinals as never, strict: true });
}

/** The arguments a message takes, by name; throws a plain error for a number or date format inside it. */
export function messageArguments(source: string, locale: Locale): Map<string, ArgumentKind> {
  const args = new Map<string, ArgumentKind>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'function')
        throw new Error(
          `{${token.arg}, ${token.key}} formats a value inside the message: format it with src/kit/format.ts and pass the text`,
        );
      if (token.type === 'argument') {
        if (!args.has(token.arg)) args.set(token.arg, 'text');
      } else if (token.type === 'plural' || token.type === 'selectordinal') {
        args.set(token.arg, 'number');
        for (const c of token.cases) visit(c.tokens);
      } else if (token.type === 'select') {
        if (!args.has(token.arg)) args.set(token.arg, 'text');
        for (const c of token.cases) visit(c.tokens);
      }
    }
  };
  visit(parseMessage(source, locale));
  return args;
}

/**
 * Everything wrong with a folder's catalogs, in plain words (empty when the folder is ready): the
 * build stops on any, and `src/i18n/catalogs.node.test.ts` lists them.
 */
export function checkCatalog(base: string, catalog: Catalog = readCatalog(base)): string[] {
  const problems: string[] = [];
  const where = (locale: Locale, key?: string) =>
    `${path.relative(process.cwd(), catalogFile(base, locale))}${key ? ` "${key}"` : ''}`;
  const english = catalog[DEFAULT_LOCALE];
  const englishArgs = new Map<string, Map<string, ArgumentKind>>();
  for (const key of Object.keys(english)) {
    if (!KEY.test(key) || RESERVED.has(key))
      problems.push(`${where(DEFAULT_LOCALE, key)}: a key is a camelCase name that is not a JavaScript word`);
    if (MESSAGE_GROUPS.some((group) => group.name === key))
      problems.push(`${where(DEFAULT_LOCALE, key)}: the name of a group of messages (MESSAGE_GROUPS), not a key`);
  }
  for (const locale of LOCALES) {
    if (!fs.existsSync(catalogFile(base, locale)))
      problems.push(`${where(locale)}: missing (every language has a catalog beside the English one)`);
    const messages = catalog[locale];
    for (const [key, source] of Object.entries(messages)) {
      if (typeof source !== 'string' || source.trim() === '') {
        problems.push(`${where(locale, key)}: the message is empty`);
        continue;
      }
      if (!(key in english)) {
        problems.push(`${where(locale, key)}: no such key in the English catalog`);
        continue;
      }
      try {
        const args = messageArguments(source, locale);
        if (locale === DEFAULT_LOCALE) englishArgs.set(key, args);
        else {
          const given = englishArgs.get(key) ?? messageArguments(english[key]!, DEFAULT_LOCALE);
          for (const name of args.keys())
            if (!given.has(name))
              problems.push(`${where(locale, key)}: uses {${name}}, which the English message does not take`);
        }
      } catch (error) {
        problems.push(`${where(locale, key)}: ${(error as Error).message}`);
      }
    }
    if (locale !== DEFAULT_LOCALE)
      for (const key of Object.keys(english))
        if (!(key in messages)) problems.push(`${where(locale, key)}: no ${locale} message (every key needs one)`);
  }
  return problems;
}

/** Every problem of every catalog under `root`, and of any folder with a translation but no English catalog. */
export function checkAllCatalogs(root: string): string[] {
  const problems = findCatalogs(root).flatMap((base) => checkCatalog(base));
  const orphan = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return orphan(full);
      const match =
        /^(.*(?:^|\.)messages)\.(\w+)\.json$/.exec(entry.name) ?? /^(messages)\.(\w+)\.json$/.exec(entry.name);
      if (!match) return [];
      if (!(match[2]! in localeData.locales))
        return [`${path.relative(process.cwd(), full)}: ${match[2]} is not a language of src/i18n/locales.json`];
      return fs.existsSync(catalogFile(path.join(dir, match[1]!), DEFAULT_LOCALE))
        ? []
        : [`${path.relative(process.cwd(), full)}: no English catalog beside it`];
    });
  return [...problems, ...orphan(root)];
}

/** One language's messages as JavaScript: the helpers they import, and each message's function. */
function compileMessages(messages: Messages, locale: Locale, requireAllArguments: boolean, modules: CatalogModules) {
  const mf = new MessageFormat(locale, { strict: true, requireAllArguments });
  const imports = new Map<string, Set<string>>();
  const functions = new Map<string, string>();
  for (const [key, source] of Object.entries(messages)) {
    const module = compileModule(mf, { m: source });
    const body = /\nexport default \{\n {2}m: ([^\n]*)\n\}$/.exec(module)?.[1];
    if (!body) throw new Error(`catalog: unexpected compiled form of "${key}"`);
    for (const [, names, from] of module.matchAll(/^import \{ ([^}]*) \} from "([^"]+)";$/gm)) {
      // Plural helpers stay @messageformat/runtime's; `#` (number, strictNumber) is ours, without Intl.
      const target = from === '@messageformat/runtime' ? modules.runtime : from!;
      const set = imports.get(target) ?? new Set<string>();
      for (const name of names!.split(', ')) set.add(name);
      imports.set(target, set);
    }
    // A message that is one value and nothing else ("{taxYear}") is still text.
    functions.set(
      key,
      body.replace(/^\(d\) => (d\.[\w$]+)$/, '(d) => "" + $1').replace(/return (d\.[\w$]+); \}$/, 'return "" + $1; }'),
    );
  }
  return { imports, functions };
}

function importLines(imports: Map<string, Set<string>>): string[] {
  return [...imports].map(
    ([from, names]) => `import { ${[...names].sort().join(', ')} } from ${JSON.stringify(from)};`,
  );
}

export type CompileTarget = { locale: Locale } | 'every-language';

/**
 * The JavaScript module of a folder's catalogs. For one language each message is a plain named
 * export (`export const close = () => "Close"`), so the bundler drops messages no page uses and
 * shortens their names. For every language each message asks `currentLocale()` when called.
 */
export function compileCatalog(
  catalog: Catalog,
  target: CompileTarget,
  {
    requireAllArguments = false,
    modules = ROOT_MODULES,
  }: { requireAllArguments?: boolean; modules?: CatalogModules } = {},
): string {
  if (target !== 'every-language') {
    const { imports, functions } = compileMessages(catalog[target.locale], target.locale, requireAllArguments, modules);
    return [
      ...importLines(imports),
      ...[...functions].map(([key, body]) => `export const ${key} = ${body};`),
      ...groupLines([...functions.keys()]),
      '',
    ].join('\n');
  }
  // The helpers are the same functions for every language, and each language's plural rule has its own name.
  const imports = new Map<string, Set<string>>([[modules.locale, new Set(['currentLocale'])]]);
  const tables: string[] = [];
  for (const locale of LOCALES) {
    const compiled = compileMessages(catalog[locale], locale, requireAllArguments, modules);
    for (const [from, names] of compiled.imports) imports.set(from, new Set([...(imports.get(from) ?? []), ...names]));
    const entries = [...compiled.functions].map(([key, body]) => `    ${key}: ${body},`);
    tables.push(`  ${locale}: {\n${entries.join('\n')}\n  },`);
  }
  return [
    ...importLines(imports),
    `const byLocale = {\n${tables.join('\n')}\n};`,
    `const pick = (key) => byLocale[currentLocale()]?.[key] ?? byLocale.${DEFAULT_LOCALE}[key];`,
    ...Object.keys(catalog[DEFAULT_LOCALE]).map(
      (key) => `export const ${key} = (d) => pick(${JSON.stringify(key)})(d);`,
    ),
    ...groupLines(Object.keys(catalog[DEFAULT_LOCALE])),
    '',
  ].join('\n');
}

/** `messages.d.ts`: each English message typed with the values it takes, its text as the doc comment. */
export function declarationOf(catalog: Catalog): string {
  const lines = [
    '// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.',
    '// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".',
  ];
  for (const [key, source] of Object.entries(catalog[DEFAULT_LOCALE])) {
    const args = messageArguments(source, DEFAULT_LOCALE);
    const params = [...args]
      .map(
        ([name, kind]) =>
          `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}: ${kind === 'number' ? 'number' : 'string | number'}`,
      )
      .join('; ');
    const comment = source.replace(/\*\//g, '*\\/').replace(/\n/g, ' ');
    lines.push(
      `/** ${comment} */`,
      `export declare function ${key}(${params ? `values: { ${params} }` : ''}): string;`,
    );
  }
  for (const { name, members } of messageGroups(Object.keys(catalog[DEFAULT_LOCALE])))
    lines.push(
      `/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */`,
      `export declare const ${name}: { ${members.map(([id, key]) => `readonly ${id}: typeof ${key}`).join('; ')} };`,
    );
  return `${lines.join('\n')}\n`;
}

/** Writes a catalog's `<base>.d.ts` when it differs; returns whether it wrote. */
export function writeDeclaration(base: string, catalog: Catalog = readCatalog(base)): boolean {
  const file = declarationFile(base);
  const text = declarationOf(catalog);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.writeFileSync(file, text);
  return true;
}

/** Each message's compiled function source in one language (what `compileCatalog` exports). */
export function compiledFunctions(catalog: Catalog, locale: Locale): Map<string, string> {
  return compileMessages(catalog[locale], locale, false, ROOT_MODULES).functions;
}
