import type { Article } from './types';
import { currentLocale } from '../i18n/locale';
import * as m from './messages';

/**
 * The words for an article's codes: its category, difficulty and kind are written in English in the
 * front matter of every language's article (the build compares them with the English), and are
 * worded here in the page's language when shown. An unknown code is shown as it is.
 *
 * A category's and a level's code is its English name (articleWords.test.tsx checks the English
 * catalog says the same), so an English page shows the code itself: the English build, whose
 * language is a constant, then carries neither the table nor the words twice (issue I2: English
 * pages grow by at most 1 KB).
 */
// The language test is written out in each function (not a helper the bundler keeps as a call), so that in a
// build for one language it is a constant and the English build drops the tables below with their words.

/** A category's code (its English name) → its words. */
const CATEGORY_WORDS: Readonly<Record<string, () => string>> = {
  'Retirement Planning': m.categoryRetirement,
  'Tax Planning': m.categoryTax,
  Insurance: m.categoryInsurance,
  'Healthcare & Medicare': m.categoryHealth,
  'Estate Planning': m.categoryEstate,
  'Home & Housing': m.categoryHome,
  'Social Security': m.categorySocialSecurity,
};

/** A level's code (its English name) → its words. */
const LEVEL_WORDS: Readonly<Record<string, () => string>> = {
  Beginner: m.levelBeginner,
  Intermediate: m.levelIntermediate,
  Advanced: m.levelAdvanced,
  'All Levels': m.levelAll,
};

/** A content type's code → its words; any other type is an article. */
const TYPE_WORDS: Readonly<Record<string, () => string>> = {
  calculator: m.typeCalculator,
  tool: m.typeTool,
  checklist: m.typeChecklist,
  guide: m.typeGuide,
};

/** The words `table` has for `code`, or `otherwise` for a code it does not list. */
const wordsFor = (table: Readonly<Record<string, () => string>>, code: string, otherwise: () => string): string =>
  (Object.hasOwn(table, code) ? table[code]! : otherwise)();

/** "Tax Planning" → "Impuestos" on a Spanish page. */
export function categoryName(category: string): string {
  if (import.meta.env.EVERGREEN_LOCALE === 'en' || (!import.meta.env.EVERGREEN_LOCALE && currentLocale() === 'en'))
    return category;
  return wordsFor(CATEGORY_WORDS, category, () => category);
}

/** "Beginner" → "Básico" on a Spanish page. */
export function difficultyName(level: string): string {
  if (import.meta.env.EVERGREEN_LOCALE === 'en' || (!import.meta.env.EVERGREEN_LOCALE && currentLocale() === 'en'))
    return level;
  return wordsFor(LEVEL_WORDS, level, () => level);
}

/** "calculator" → "Calculator" / "Calculadora". */
export function contentTypeName(type: Article['content_type']): string {
  return wordsFor(TYPE_WORDS, type, m.typeArticle);
}
