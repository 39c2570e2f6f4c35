import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  CATALOG_BASENAME,
  DEFAULT_LOCALE,
  LOCALES,
  catalogFile,
  checkAllCatalogs,
  checkCatalog,
  compileCatalog,
  findCatalogs,
  readCatalog,
  writeDeclaration,
  type Locale,
} from './catalogs.ts';

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
 * `import * as m from './messages'` in a folder with `messages.en.json`: the folder's catalogs
 * compiled (scripts/i18n/catalogs.ts), in the build's one language when `EVERGREEN_LOCALE` is set,
 * else in every language, chosen by `currentLocale()` when a message is read (the development server,
 * Vitest, Storybook). Under Vitest a message called without one of its values throws.
 *
 * When it starts, it checks every catalog under src (the build stops on a missing Spanish message,
 * a key English does not have, an unknown value or a number formatted inside a message) and writes
 * each folder's `messages.d.ts`.
 */
export function catalogPlugin(): Plugin {
  let root = process.cwd();
  const locale = buildLocale();
  const modules = () => ({
    runtime: path.join(root, 'src/i18n/messageRuntime.ts'),
    locale: path.join(root, 'src/i18n/locale.ts'),
  });
  return {
    name: 'evergreen-catalogs',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const src = path.join(root, 'src');
      const problems = checkAllCatalogs(src);
      if (problems.length) this.error(`message catalogs:\n  ${problems.join('\n  ')}`);
      for (const dir of findCatalogs(src)) writeDeclaration(dir);
    },
    resolveId(source, importer) {
      if (!importer || importer.startsWith('\0')) return null;
      if (source !== `./${CATALOG_BASENAME}` && !source.endsWith(`/${CATALOG_BASENAME}`)) return null;
      const dir = path.resolve(path.dirname(importer.split('?')[0]!), path.dirname(source));
      return fs.existsSync(catalogFile(dir, DEFAULT_LOCALE)) ? `${PREFIX}${dir}/${CATALOG_BASENAME}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const dir = path.dirname(id.slice(PREFIX.length));
      for (const l of LOCALES) this.addWatchFile(catalogFile(dir, l));
      const catalog = readCatalog(dir);
      const problems = checkCatalog(dir, catalog);
      if (problems.length) this.error(`message catalogs:\n  ${problems.join('\n  ')}`);
      writeDeclaration(dir, catalog);
      return compileCatalog(catalog, locale ? { locale } : 'every-language', {
        requireAllArguments: Boolean(process.env.VITEST),
        modules: modules(),
      });
    },
  };
}
