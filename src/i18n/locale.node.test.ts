import { afterEach, describe, expect, it } from 'vitest';
import {
  LOCALES,
  currentLocale,
  localeName,
  localeOfPath,
  localePrefix,
  pathInLocale,
  pathWithoutLocale,
  setLocale,
} from './locale';

describe('the reader’s language, from the address', () => {
  afterEach(() => setLocale('en'));

  it('English at the root, Spanish under /es', () => {
    expect(LOCALES).toEqual(['en', 'es']);
    expect(localeOfPath('/tools/rmd')).toBe('en');
    expect(localeOfPath('/es/tools/rmd')).toBe('es');
    expect(localeOfPath('/es')).toBe('es');
    // Only a whole first segment names a language.
    expect(localeOfPath('/essays')).toBe('en');
    expect(localeOfPath('/en/tools/rmd')).toBe('en');
    expect(localePrefix('en')).toBe('');
    expect(localePrefix('es')).toBe('/es');
  });

  it('the same page in the other language, both ways', () => {
    expect(pathInLocale('/tools/rmd', 'es')).toBe('/es/tools/rmd');
    expect(pathInLocale('/es/tools/rmd', 'en')).toBe('/tools/rmd');
    expect(pathInLocale('/', 'es')).toBe('/es');
    expect(pathInLocale('/es', 'en')).toBe('/');
    expect(pathInLocale('/es/', 'en')).toBe('/');
    expect(pathInLocale('/es/tools/rmd', 'es')).toBe('/es/tools/rmd');
    expect(pathWithoutLocale('/es/content/rmd-calculator')).toBe('/content/rmd-calculator');
  });

  it('names each language in itself, for the header link', () => {
    expect(localeName('en')).toBe('English');
    expect(localeName('es')).toBe('Español');
  });

  it('outside a one-language build, the prerender, tests and Storybook set it', () => {
    expect(currentLocale()).toBe('en');
    setLocale('es');
    expect(currentLocale()).toBe('es');
  });
});
