import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMonths,
  age70Month,
  catchUpDates,
  earliestSocialSecurityMonth,
  firstRmd,
  fullRetirementAge,
  fullRetirementMonth,
  hsaStop,
  hsaStopBeforeSignUp,
  isPast,
  isValidBirthDate,
  medicareEnrollmentWindow,
  planDates,
  type BirthDate,
} from './planDates';

// Hand-worked from the rules: 42 CFR 407.14 (7-month window), 20 CFR 404.2(c)(4) (an age is reached the day
// before the birthday), 20 CFR 404.311 (62 for the whole month), SSA FRA table, SECURE 2.0 §107/§109.
describe('Dates to remember', () => {
  const may1960: BirthDate = { year: 1960, month: 5, day: 15 };
  const march1st1964: BirthDate = { year: 1964, month: 3, day: 1 };

  it('Medicare window: 3 months before the 65th-birthday month to 3 after (42 CFR 407.14)', () => {
    // Turns 65 in May 2025: February 2025 to August 2025.
    expect(medicareEnrollmentWindow(may1960)).toMatchObject({
      start: '2025-02-01',
      end: '2025-08-31',
      month65: { year: 2025, month: 5 },
    });
    // Born 1 March: reaches 65 on 28 February 2029, so the window is November 2028 to May 2029.
    expect(medicareEnrollmentWindow(march1st1964)).toMatchObject({ start: '2028-11-01', end: '2029-05-31' });
  });

  it("Social Security's first month: the month after the 62nd birthday, or the birthday month if born on the 1st or 2nd", () => {
    expect(earliestSocialSecurityMonth(may1960)).toBe('2022-06-01');
    expect(earliestSocialSecurityMonth(march1st1964)).toBe('2026-03-01');
    expect(earliestSocialSecurityMonth({ year: 1964, month: 3, day: 2 })).toBe('2026-03-01');
    expect(earliestSocialSecurityMonth({ year: 1964, month: 12, day: 3 })).toBe('2027-01-01');
  });

  it('full retirement age by birth year (SSA table), born 1 January counting as the year before', () => {
    expect(fullRetirementAge(may1960)).toEqual({ years: 67, months: 0 });
    expect(fullRetirementMonth(may1960)).toBe('2027-05-01');
    expect(fullRetirementAge({ year: 1957, month: 8, day: 20 })).toEqual({ years: 66, months: 6 });
    expect(fullRetirementMonth({ year: 1957, month: 8, day: 20 })).toBe('2024-02-01');
    // Born 1 January 1955: FRA as for 1954 (66), reached on 31 December 2020.
    expect(fullRetirementAge({ year: 1955, month: 1, day: 1 })).toEqual({ years: 66, months: 0 });
    expect(fullRetirementMonth({ year: 1955, month: 1, day: 1 })).toBe('2020-12-01');
    expect(fullRetirementMonth(march1st1964)).toBe('2031-02-01');
  });

  it('age 70, when delayed credits stop', () => {
    expect(age70Month(may1960)).toBe('2030-05-01');
    expect(age70Month(march1st1964)).toBe('2034-02-01');
  });

  it('first RMD year by birth year (SECURE 2.0 §107) and its 1 April deadline', () => {
    expect(firstRmd(may1960)).toEqual({ startAge: 75, year: 2035, deadline: '2036-04-01' });
    expect(firstRmd({ year: 1957, month: 8 })).toEqual({ startAge: 73, year: 2030, deadline: '2031-04-01' });
    expect(firstRmd({ year: 1950, month: 2 })).toEqual({ startAge: 72, year: 2022, deadline: '2023-04-01' });
    // Born March 1949: 70½ in September 2019.
    expect(firstRmd({ year: 1949, month: 3, day: 10 })).toEqual({ startAge: 70.5, year: 2019, deadline: '2020-04-01' });
  });

  it('HSA contributions stop the month before Medicare starts; 6 months before a later sign-up (Part A backdated)', () => {
    expect(hsaStop(may1960)).toEqual({ medicareStarts: '2025-05-01', lastContributionMonth: '2025-04-01' });
    // Signing up in March 2027: Part A goes back to September 2026.
    expect(hsaStopBeforeSignUp(may1960, { year: 2027, month: 3 })).toBe('2026-09-01');
    // Never before the month of 65.
    expect(hsaStopBeforeSignUp(may1960, { year: 2025, month: 8 })).toBe('2025-05-01');
  });

  it('catch-up ages: 50, HSA 55, and 60 to 63 only from 2025 (SECURE 2.0 §109)', () => {
    expect(catchUpDates(may1960)).toEqual({ at50: '2010-01-01', hsaAt55: '2015-01-01', superCatchUp: null });
    expect(catchUpDates(march1st1964).superCatchUp).toEqual({ start: '2025-01-01', end: '2027-12-31' });
    expect(catchUpDates({ year: 1970, month: 6 }).superCatchUp).toEqual({ start: '2030-01-01', end: '2033-12-31' });
  });

  it('the timeline is in date order, a spouse is named, and past dates are marked', () => {
    const dates = planDates(may1960);
    expect(dates.map((d) => d.date)).toEqual([...dates.map((d) => d.date)].sort());
    expect(dates.map((d) => d.id)).toEqual([
      'catch-up-50',
      'hsa-catch-up-55',
      'ss-earliest',
      'medicare-iep',
      'hsa-stop',
      'ss-fra',
      'ss-70',
      'rmd-first-year',
      'rmd-deadline',
    ]);
    for (const date of dates) expect(date.source.length).toBeGreaterThan(5);
    const spouse = planDates(may1960, 'spouse');
    expect(spouse[0]?.title.startsWith('Your spouse: ')).toBe(true);
    expect(spouse[0]?.id).toBe('spouse-catch-up-50');
    const iep = dates.find((d) => d.id === 'medicare-iep')!;
    expect(isPast(iep, '2025-08-31')).toBe(false);
    expect(isPast(iep, '2025-09-01')).toBe(true);
  });

  it('refuses birth dates that cannot be used', () => {
    expect(isValidBirthDate({ year: 1960, month: 13 })).toBe(false);
    expect(isValidBirthDate({ year: 1961, month: 2, day: 29 })).toBe(false);
    expect(isValidBirthDate({ year: 1960, month: 2, day: 29 })).toBe(true);
    expect(planDates({ year: Number.NaN, month: 1 })).toEqual([]);
  });

  it('month arithmetic crosses years both ways', () => {
    expect(addMonths({ year: 2025, month: 2 }, -3)).toEqual({ year: 2024, month: 11 });
    expect(addMonths({ year: 2025, month: 11 }, 3)).toEqual({ year: 2026, month: 2 });
  });

  it('every birth date gives well-formed, ordered dates (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (year, month, day) => {
          const dates = planDates({ year, month, day });
          expect(dates.length).toBeGreaterThanOrEqual(9);
          for (const d of dates) {
            expect(d.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            if (d.endDate) expect(d.endDate >= d.date).toBe(true);
          }
        },
      ),
    );
  });
});
