/**
 * For Storybook's play functions: whether a definition on show is written in the language of the
 * story. Storybook builds every language at once and each glossary module reads the language shown
 * (scripts/content-plugin.ts); a definition left in English under a Spanish story is the bug these
 * checks catch. The English glossary is read as written, so only definitions without a rule
 * placeholder ({{rules:…}}, resolved when the site is built) are compared.
 */
import englishGlossaryText from '../../content/glossary.json?raw';
import { currentLocale, DEFAULT_LOCALE } from '../i18n/locale';
import type { GlossaryTerm } from './terms';

const englishDefinitions = new Map(
  (JSON.parse(englishGlossaryText) as { terms: GlossaryTerm[] }).terms
    .filter((term) => !term.definition.includes('{{'))
    .map((term) => [term.id, term.definition]),
);

/**
 * A problem with the definition of term `id` shown as `shownText` in the story's language, or
 * undefined when there is none: under English it must be the English definition; under another
 * language it must not be. Also undefined for a term whose English definition holds a placeholder.
 */
export function definitionLanguageProblem(id: string, shownText: string): string | undefined {
  const english = englishDefinitions.get(id);
  if (english === undefined) return undefined;
  const showsEnglish = shownText.includes(english);
  if (currentLocale() === DEFAULT_LOCALE)
    return showsEnglish ? undefined : `"${id}" does not show its English definition`;
  return showsEnglish ? `"${id}" shows its English definition under ${currentLocale()}: ${english}` : undefined;
}

/** How many terms the check can compare: a check that compares none proves nothing. */
export function comparableTermCount(ids: readonly string[]): number {
  return ids.filter((id) => englishDefinitions.has(id)).length;
}
