import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  CATALOG_NAME,
  DEFAULT_LOCALE,
  LOCALES,
  catalogFile,
  checkAllCatalogs,
  checkCatalog,
  compileCatalog,
  compiledFunctions,
  findCatalogs,
  readCatalog,
  writeDeclaration,
  type Locale,
} from './catalogs.ts';
import { inlineForm, inlineMessages, type InlineForm } from './inline-messages.ts';

const PREFIX = '\0evergreen-catalog:';

/** The language a client or server build is made for (scripts/build-site.mjs), or undefined for every language. */
export function buildLocale(): Locale | undefined {
  const locale = process.env.EVERGREEN_LOCALE;
  if (locale === undefined || locale === '') return undefined;
  if (!LOCALES.includes(locale as Locale))
    throw new Error(`EVERGREEN_LOCALE=${locale} is not a language of src/i18n/locales.json`);
  return locale as Locale;
}

/**
 * `import * as m from './messages'` beside `messages.en.json` (or `./formatAge.messages` beside
 * `formatAge.messages.en.json`): the catalog
 * compiled (scripts/i18n/catalogs.ts), in the build's one language when `EVERGREEN_LOCALE` is set,
 * else in every language, chosen by `currentLocale()` when a message is read (the development server,
 * Vitest, Storybook). Under Vitest a message called without one of its values throws.
 *
 * When it starts, it checks every catalog under src (the build stops on a missing Spanish message,
 * a key English does not have, an unknown value or a number formatted inside a message) and writes
 * each folder's `messages.d.ts`.
 */
export function catalogPlugin(): Plugin[] {
  let root = process.cwd();
  const locale = buildLocale();
  const modules = () => ({
    runtime: path.join(root, 'src/i18n/messageRuntime.ts'),
    locale: path.join(root, 'src/i18n/locale.ts'),
  });
  const resolveBase = (source: string, importer: string) => {
    if (!source.startsWith('.') || !CATALOG_NAME.test(path.basename(source))) return null;
    const base = path.resolve(path.dirname(importer.split('?')[0]!), source);
    return fs.existsSync(catalogFile(base, DEFAULT_LOCALE)) ? base : null;
  };
  /** Each catalog's messages as the inliner needs them, read once per build. */
  const forms = new Map<string, Map<string, InlineForm>>();
  const formsOf = (base: string) => {
    let known = forms.get(base);
    if (!known) {
      const functions = compiledFunctions(readCatalog(base), locale!);
      known = new Map([...functions].map(([key, body]) => [key, inlineForm(body)]));
      forms.set(base, known);
    }
    return known;
  };
  const compile: Plugin = {
    name: 'evergreen-catalogs',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const src = path.join(root, 'src');
      const problems = checkAllCatalogs(src);
      if (problems.length) this.error(`message catalogs:\n  ${problems.join('\n  ')}`);
      for (const base of findCatalogs(src)) writeDeclaration(base);
    },
    resolveId(source, importer) {
      if (!importer || importer.startsWith('\0')) return null;
      const base = resolveBase(source, importer);
      return base ? `${PREFIX}${base}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const base = id.slice(PREFIX.length);
      for (const l of LOCALES) this.addWatchFile(catalogFile(base, l));
      const catalog = readCatalog(base);
      const problems = checkCatalog(base, catalog);
      if (problems.length) this.error(`message catalogs:\n  ${problems.join('\n  ')}`);
      writeDeclaration(base, catalog);
      return compileCatalog(catalog, locale ? { locale } : 'every-language', {
        requireAllArguments: Boolean(process.env.VITEST),
        modules: modules(),
      });
    },
  };
  // After TypeScript and JSX are compiled (a plugin of the normal order), in a build for one language.
  const inline: Plugin = {
    name: 'evergreen-catalogs-inline',
    apply: () => Boolean(locale),
    transform(code, id) {
      if (!locale || id.startsWith('\0') || id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!))
        return null;
      const catalogs = new Map<string, ReadonlyMap<string, InlineForm>>();
      for (const [, name, source] of code.matchAll(/import\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g)) {
        const base = resolveBase(source!, id);
        if (base) catalogs.set(name!, formsOf(base));
      }
      if (catalogs.size === 0) return null;
      return inlineMessages(code, this.parse(code) as never, catalogs);
    },
  };
  return [compile, inline];
}
