/**
 * "Dates to remember" when only the birth year is known (issue I6, item 6): My plan shows each
 * milestone by the year it falls in ("the year you turn 65: 2026") instead of asking for the month
 * again. Each age comes from the rules; an age with months (full retirement age 66 and 10 months)
 * falls in one of two years, by the birth month, and both are named.
 */
import { fullRetirementAge } from '../finance/core/planDates';
import { CATCH_UP_AGE, MEDICARE_AGE } from '../finance/rules/core/planDates';
import { HSA_CATCH_UP } from '../finance/rules/health/hsaLimits';
import { rmdStartAge } from '../finance/rules/tax/rmdTable';
import { SS_EARLIEST_CLAIM_AGE, SS_LATEST_CLAIM_AGE } from '../finance/rules/socialSecurity/socialSecurityClaiming';

export type YearMilestone = 'catchUp' | 'hsaCatchUp' | 'ssEarliest' | 'medicare' | 'fra' | 'ssLatest' | 'rmd';

export interface YearDate {
  id: string;
  person: 'you' | 'spouse';
  milestone: YearMilestone;
  /** The age reached: whole years, and months past them (full retirement age only). */
  age: { years: number; months: number };
  /** The year it falls in; a second when it depends on the birth month. */
  years: [number] | [number, number];
}

/** The year or years a person born in `birthYear` reaches `years` and `months` of age. */
function yearsReaching(birthYear: number, years: number, months: number): [number] | [number, number] {
  // Born in January the months stay in the same year; born in December any months carry into the next.
  const first = birthYear + years;
  return months === 0 ? [first] : [first, first + 1];
}

/** Every milestone by year, in order, for one person. The RMD age for a 1949 birth depends on the month: then both. */
export function yearDates(birthYear: number, person: 'you' | 'spouse' = 'you'): YearDate[] {
  if (!Number.isInteger(birthYear) || birthYear < 1900 || birthYear > 2100) return [];
  // The full retirement age by birth year alone (not born on 1 January: the month is unknown too).
  const fra = fullRetirementAge({ year: birthYear, month: 6, day: 15 });
  // 73 or 75 from the year alone; only a 1949 birth (70½ before July, 72 after) needs the month.
  const rmdEarly = rmdStartAge(birthYear, 1);
  const rmdLate = rmdStartAge(birthYear, 12);
  const rmdFirst = birthYear + Math.floor(rmdEarly);
  const rmdLast = birthYear + Math.ceil(rmdLate);
  const rmdAge = { years: Math.floor(rmdLate), months: Math.round((rmdLate % 1) * 12) };
  const whole = (years: number) => ({ years, months: 0 });
  const item = (milestone: YearMilestone, age: { years: number; months: number }, years: YearDate['years']) => ({
    id: `${person === 'spouse' ? 'spouse-' : ''}year-${milestone}`,
    person,
    milestone,
    age,
    years,
  });
  return [
    item('catchUp', whole(CATCH_UP_AGE), [birthYear + CATCH_UP_AGE]),
    item('hsaCatchUp', whole(HSA_CATCH_UP.age), [birthYear + HSA_CATCH_UP.age]),
    item('ssEarliest', whole(SS_EARLIEST_CLAIM_AGE), [birthYear + SS_EARLIEST_CLAIM_AGE]),
    item('medicare', whole(MEDICARE_AGE), [birthYear + MEDICARE_AGE]),
    item('fra', fra, yearsReaching(birthYear, fra.years, fra.months)),
    item('ssLatest', whole(SS_LATEST_CLAIM_AGE), [birthYear + SS_LATEST_CLAIM_AGE]),
    item('rmd', rmdAge, rmdFirst === rmdLast ? [rmdFirst] : [rmdFirst, rmdLast]),
  ];
}

/** Whether the whole of a milestone's year (the later one, when two) is before `todayYear`. */
export const yearIsPast = (date: YearDate, todayYear: number): boolean => (date.years.at(-1) ?? 0) < todayYear;

const month = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 12 ? n : undefined;
};

/**
 * Birth months a tool already holds (the Social Security calculator asks for both), for the birth years
 * My details has: My plan never asks for what a tool already has. A tool's month for another year is not used.
 */
export function toolBirthMonths(
  toolInputs: Readonly<Record<string, unknown>> | undefined,
  details: { birthYear?: number; spouseBirthYear?: number },
): { you?: number; spouse?: number } {
  if (!toolInputs) return {};
  const same = (year: unknown, known: number | undefined) => known !== undefined && Number(year) === known;
  return {
    you: same(toolInputs.birthYear, details.birthYear) ? month(toolInputs.birthMonth) : undefined,
    spouse: same(toolInputs.spouseBirthYear, details.spouseBirthYear) ? month(toolInputs.spouseBirthMonth) : undefined,
  };
}
