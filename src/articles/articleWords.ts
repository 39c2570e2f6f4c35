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
// Written out in each function (not a helper the bundler keeps as a call), so that in a build for
// one language the test is a constant and the words of the other path are dropped.

/** "Tax Planning" → "Impuestos" on a Spanish page. */
export function categoryName(category: string): string {
  if (import.meta.env.EVERGREEN_LOCALE === 'en' || (!import.meta.env.EVERGREEN_LOCALE && currentLocale() === 'en'))
    return category;
  switch (category) {
    case 'Retirement Planning':
      return m.categoryRetirement();
    case 'Tax Planning':
      return m.categoryTax();
    case 'Insurance':
      return m.categoryInsurance();
    case 'Healthcare & Medicare':
      return m.categoryHealth();
    case 'Estate Planning':
      return m.categoryEstate();
    case 'Home & Housing':
      return m.categoryHome();
    case 'Social Security':
      return m.categorySocialSecurity();
    default:
      return category;
  }
}

/** "Beginner" → "Básico" on a Spanish page. */
export function difficultyName(level: string): string {
  if (import.meta.env.EVERGREEN_LOCALE === 'en' || (!import.meta.env.EVERGREEN_LOCALE && currentLocale() === 'en'))
    return level;
  switch (level) {
    case 'Beginner':
      return m.levelBeginner();
    case 'Intermediate':
      return m.levelIntermediate();
    case 'Advanced':
      return m.levelAdvanced();
    case 'All Levels':
      return m.levelAll();
    default:
      return level;
  }
}

/** "calculator" → "Calculator" / "Calculadora". */
export function contentTypeName(type: Article['content_type']): string {
  switch (type) {
    case 'calculator':
      return m.typeCalculator();
    case 'tool':
      return m.typeTool();
    case 'checklist':
      return m.typeChecklist();
    case 'guide':
      return m.typeGuide();
    default:
      return m.typeArticle();
  }
}
