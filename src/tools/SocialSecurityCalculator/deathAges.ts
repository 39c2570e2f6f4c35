/**
 * This month, ages now and the ages at death as the tool shows them: what the tool's first draw needs
 * from the couple comparison's reading of the inputs (coupleInput.ts, which re-exports all of this).
 * A module of its own because a module is bundled whole: coupleInput.ts carries the couple view's words
 * (≈ 2 KB gzipped), which the page fetches with the couple view, not before it is idle
 * (docs/performance.md, es-js-2).
 *
 * Only finance and this folder's fields are imported: My plan loads this module without the tool's view.
 */
import { lifeTableDeathAge } from '../../finance/rules/socialSecurity/socialSecurityLifeTable';
import { DEATH_AGE_FROM_TABLE, type DEFAULTS } from './fields';

/** The tool's inputs as its schema reads them (todaysDollars is the display choice, not an input here). */
export type SocialSecurityInputs = typeof DEFAULTS;

/** This month, 1-based: the couple comparison starts here. */
export interface ThisMonth {
  year: number;
  month: number;
}

export function thisMonth(now: Date = new Date()): ThisMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** Age in whole years this month, from the birth year and month (month not given → January), never below 0. */
export function wholeAgeNow(birthYear: number, birthMonth: number, today: ThisMonth): number {
  return Math.max(0, Math.floor((today.year * 12 + today.month - 1 - (birthYear * 12 + (birthMonth || 1) - 1)) / 12));
}

/** A death age left to the life table (0, or anything not a number) is the table's figure for that person today. */
function deathAgeOrTable(stored: number, birthYear: number, birthMonth: number, sex: string, today: ThisMonth): number {
  return Number.isFinite(stored) && stored !== DEATH_AGE_FROM_TABLE
    ? stored
    : lifeTableDeathAge(wholeAgeNow(birthYear, birthMonth, today), sex);
}

/**
 * The inputs as the tool shows them: an age at death left to the life table shows the table's figure
 * (it follows the birth date and sex until the reader types their own). Idempotent.
 */
export function withTableDeathAges<T extends SocialSecurityInputs>(stored: T, today: ThisMonth): T {
  return {
    ...stored,
    yourDeathAge: deathAgeOrTable(stored.yourDeathAge, stored.birthYear, stored.birthMonth, stored.yourSex, today),
    spouseDeathAge: deathAgeOrTable(
      stored.spouseDeathAge,
      stored.spouseBirthYear,
      stored.spouseBirthMonth,
      stored.spouseSex,
      today,
    ),
  };
}
