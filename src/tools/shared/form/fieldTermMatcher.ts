/**
 * The glossary's matcher over the field terms, in the language shown: fetched by ./fieldTermsFound
 * once the page is idle or a label is not in the prerendered table; handed over at once by the
 * prerender, Vitest and Storybook (`provideFieldTermMatcher(foundTermInLabel)`).
 */
import fieldTerms from 'virtual:evergreen/field-terms';
import { termMatcher, type MatchableTerm } from '../../../glossary/terms';
import { currentLocale, type Locale } from '../../../i18n/locale';

/** The term a label holds: its glossary id and the alias the label writes ("HSA", "tax bracket"). */
export interface FoundTerm {
  id: string;
  alias: string;
}

/** The terms and their matcher in the language shown: a site build has its own; Storybook and tests every language. */
const matchers = new Map<Locale, ReturnType<typeof termMatcher<MatchableTerm>>>();
function matcher() {
  const locale = currentLocale();
  let found = matchers.get(locale);
  if (!found) matchers.set(locale, (found = termMatcher(fieldTerms[locale] ?? [])));
  return found;
}

/** The first glossary term a field's label holds, with the words as the label writes them. */
export function termInLabel(label: string) {
  return matcher().first(label);
}

/** The same, as a field's disclosure needs it: the term's id and the alias the label holds. */
export function foundTermInLabel(label: string): FoundTerm | undefined {
  const match = termInLabel(label);
  return match && { id: match.term.id, alias: match.alias };
}
