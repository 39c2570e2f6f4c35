import { describe, expect, it } from 'vitest';
import { toolBirthMonths, yearDates, yearIsPast } from './myPlanYearDates';

const byMilestone = (birthYear: number) => Object.fromEntries(yearDates(birthYear).map((d) => [d.milestone, d]));

describe('My plan’s dates by year, when only the birth year is known (issue I6, item 6)', () => {
  it('born 1961: 50 in 2011, 55 in 2016, 62 in 2023, Medicare at 65 in 2026, full retirement age 67 in 2028 (SSA: born 1960 or later), 70 in 2031, RMDs at 75 in 2036 (SECURE 2.0 §107: born 1960 or later)', () => {
    const d = byMilestone(1961);
    expect(d.catchUp!.years).toEqual([2011]);
    expect(d.hsaCatchUp!.years).toEqual([2016]);
    expect(d.ssEarliest!.years).toEqual([2023]);
    expect(d.medicare!).toMatchObject({ age: { years: 65, months: 0 }, years: [2026] });
    expect(d.fra!).toMatchObject({ age: { years: 67, months: 0 }, years: [2028] });
    expect(d.ssLatest!.years).toEqual([2031]);
    expect(d.rmd!).toMatchObject({ age: { years: 75, months: 0 }, years: [2036] });
  });

  it('born 1959: full retirement age 66 and 10 months falls in 2025 (born in January or February) or 2026, so both years are named; RMDs at 73 in 2032', () => {
    const d = byMilestone(1959);
    expect(d.fra!).toMatchObject({ age: { years: 66, months: 10 }, years: [2025, 2026] });
    expect(d.rmd!).toMatchObject({ age: { years: 73, months: 0 }, years: [2032] });
  });

  it('born 1949: the RMD age depends on the month (70½ before July, 72 from July), so 2019 or 2021', () => {
    expect(byMilestone(1949).rmd!.years).toEqual([2019, 2021]);
  });

  it('a spouse’s dates have their own ids; a year that is no birth year gives none', () => {
    const spouse = yearDates(1962, 'spouse');
    expect(spouse.every((d) => d.id.startsWith('spouse-year-') && d.person === 'spouse')).toBe(true);
    expect(yearDates(Number.NaN)).toEqual([]);
    expect(yearDates(1961.5)).toEqual([]);
  });

  it('a year is past only once the whole of its later year is over', () => {
    const fra = byMilestone(1959).fra!;
    expect(yearIsPast(fra, 2026)).toBe(false);
    expect(yearIsPast(fra, 2027)).toBe(true);
  });

  it('takes a tool’s birth months only for the birth years My details has, and only real months (0 is “not given”)', () => {
    const details = { birthYear: 1959, spouseBirthYear: 1962 };
    expect(
      toolBirthMonths({ birthYear: 1959, birthMonth: 3, spouseBirthYear: 1962, spouseBirthMonth: 1 }, details),
    ).toEqual({ you: 3, spouse: 1 });
    expect(
      toolBirthMonths({ birthYear: 1960, birthMonth: 3, spouseBirthYear: 1962, spouseBirthMonth: 0 }, details),
    ).toEqual({
      you: undefined,
      spouse: undefined,
    });
    expect(toolBirthMonths({ birthYear: '1959', birthMonth: '12' }, details)).toEqual({ you: 12, spouse: undefined });
    expect(toolBirthMonths(undefined, details)).toEqual({});
  });
});
