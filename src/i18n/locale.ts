/**
 * The reader's language, and the addresses of each language's pages. The list of languages is data
 * (`locales.json`): adding one means adding it there and writing its catalogs, no code.
 *
 * Where the language comes from:
 * - in the site's browser code, from the build: each language has a client build of its own
 *   (`EVERGREEN_LOCALE`, scripts/build-client.mjs), whose message catalogs hold only that language
 *   (scripts/i18n/catalog-plugin.ts), and an `/es/` page loads the Spanish build. There
 *   `currentLocale()` is a constant the minifier folds away;
 * - everywhere else (the prerender, the development server, Vitest and Storybook), from
 *   `setLocale`, which the prerender calls per page from its address, the development entry from
 *   `location.pathname`, and tests and Storybook's language switch from their own setting.
 *
 * A message is read when a component renders, never at a module's top level, so a page rendered in
 * either language by the same code (the prerender, Storybook) reads its own language.
 */
import localeData from './locales.json';

export type Locale = 'en' | 'es';

/** Every language the site is written in, the default (English) first. */
export const LOCALES = Object.keys(localeData.locales) as Locale[];
export const DEFAULT_LOCALE = localeData.default as Locale;

/** The language's BCP 47 tag for formats and `hreflang` ("en-US", "es-US"). */
export function localeTag(locale: Locale): string {
  return localeData.locales[locale].tag;
}

/** The language's name in itself, as the header's language link says it ("English", "Español"). */
export function localeName(locale: Locale): string {
  return localeData.locales[locale].name;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeData.locales, value);
}

/** Set by the client build of one language (vite.config.ts); undefined everywhere else. */
const BUILD_LOCALE = import.meta.env.EVERGREEN_LOCALE as Locale | undefined;
let runtimeLocale: Locale = DEFAULT_LOCALE;

/** The language of the page being shown or rendered. */
export function currentLocale(): Locale {
  return BUILD_LOCALE ?? runtimeLocale;
}

/**
 * Sets the language for the prerender, the development server, tests and Storybook. A client build
 * of one language keeps its own: calling this there with another language is a mistake, and throws.
 */
export function setLocale(locale: Locale): void {
  if (BUILD_LOCALE && locale !== BUILD_LOCALE)
    throw new Error(`setLocale: this is the ${BUILD_LOCALE} build; ${locale} pages load their own build`);
  runtimeLocale = locale;
}

/** The address prefix of a language's pages: "" for English, "/es" for Spanish. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language an address is in: `/es/tools/rmd` → "es", `/tools/rmd` → "en". */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** An address without its language prefix: `/es/tools/rmd` → `/tools/rmd`, `/es` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  return pathname.slice(localePrefix(localeOfPath(pathname)).length) || '/';
}

/**
 * The same page in another language: (`/tools/rmd`, "es") → `/es/tools/rmd`; (`/es`, "en") → `/`.
 * A language's home is `/es`, without a final slash, like every other address of the site.
 */
export function pathInLocale(pathname: string, locale: Locale): string {
  const page = pathWithoutLocale(pathname);
  const prefix = localePrefix(locale);
  if (!prefix) return page;
  return page === '/' ? prefix : `${prefix}${page}`;
}
