import type { Article } from './types';
import * as m from './messages';

/**
 * The words for an article's codes: its category, difficulty and kind are written in English in the
 * front matter of every language's article (the build compares them with the English), and are
 * worded here in the page's language when shown. An unknown code is shown as it is.
 */
const CATEGORY_WORDS: Readonly<Record<string, () => string>> = {
  'Retirement Planning': m.categoryRetirement,
  'Tax Planning': m.categoryTax,
  Insurance: m.categoryInsurance,
  'Healthcare & Medicare': m.categoryHealth,
  'Estate Planning': m.categoryEstate,
  'Home & Housing': m.categoryHome,
  'Social Security': m.categorySocialSecurity,
};

const DIFFICULTY_WORDS: Readonly<Record<string, () => string>> = {
  Beginner: m.levelBeginner,
  Intermediate: m.levelIntermediate,
  Advanced: m.levelAdvanced,
  'All Levels': m.levelAll,
};

const CONTENT_TYPE_WORDS: Readonly<Record<Article['content_type'], () => string>> = {
  calculator: m.typeCalculator,
  tool: m.typeTool,
  checklist: m.typeChecklist,
  guide: m.typeGuide,
  article: m.typeArticle,
};

/** "Tax Planning" → "Impuestos" on a Spanish page. */
export function categoryName(category: string): string {
  return CATEGORY_WORDS[category]?.() ?? category;
}

/** "Beginner" → "Básico" on a Spanish page. */
export function difficultyName(level: string): string {
  return DIFFICULTY_WORDS[level]?.() ?? level;
}

/** "calculator" → "Calculator" / "Calculadora". */
export function contentTypeName(type: Article['content_type']): string {
  return CONTENT_TYPE_WORDS[type]();
}
