/**
 * "Dates to remember" (H4): the dates a retirement plan turns on, worked out from a birth date and the
 * sourced rules. Pure: dates are ISO strings ('2026-03-01'), so nothing depends on the time zone.
 */
import { HSA_CATCH_UP } from '../rules/health/hsaLimits';
import { dollars, ENGLISH_MONTH_NAMES } from './text';
import {
  ATTAINED_AGE_SOURCE,
  CATCH_UP_AGE,
  CATCH_UP_SOURCE,
  HSA_MEDICARE_SOURCE,
  MEDICARE_AGE,
  MEDICARE_IEP_MONTHS_AFTER,
  MEDICARE_IEP_MONTHS_BEFORE,
  MEDICARE_IEP_SOURCE,
  PART_A_RETROACTIVE_MONTHS,
  RMD_FIRST_DEADLINE,
  SS_FIRST_MONTH_SOURCE,
  SUPER_CATCH_UP,
} from '../rules/core/planDates';
import { rmdStartAge } from '../rules/tax/rmdTable';
import {
  fraMonthsPast65,
  SS_EARLIEST_CLAIM_AGE,
  SS_LATEST_CLAIM_AGE,
} from '../rules/socialSecurity/socialSecurityClaiming';

export interface BirthDate {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31; unknown is read as a day after the 2nd (the 1st-of-month rules then do not apply). */
  day?: number;
}

export type PlanDateKind = 'medicare' | 'social-security' | 'rmd' | 'hsa' | 'catch-up' | 'choice';

export interface PlanDate {
  id: string;
  kind: PlanDateKind;
  /** First day, 'YYYY-MM-DD'. */
  date: string;
  /** Last day of a window, when the date is one. */
  endDate?: string;
  title: string;
  /** What the date means, in plain words. */
  meaning: string;
  source: string;
}

export interface YearMonth {
  year: number;
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a day. */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** The month `months` after (or before, when negative) a month. */
export function addMonths(at: YearMonth, months: number): YearMonth {
  const index = at.year * 12 + (at.month - 1) + Math.trunc(months);
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Days in a month (Gregorian). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const firstOf = (at: YearMonth) => isoDate(at.year, at.month, 1);
const lastOf = (at: YearMonth) => isoDate(at.year, at.month, daysInMonth(at.year, at.month));

/** Whether a birth date can be used: a whole year, a month 1–12 and, if given, a real day of that month. */
export function isValidBirthDate(birth: BirthDate): boolean {
  if (!Number.isInteger(birth.year) || birth.year < 1800 || birth.year > 2200) return false;
  if (!Number.isInteger(birth.month) || birth.month < 1 || birth.month > 12) return false;
  if (birth.day === undefined) return true;
  return Number.isInteger(birth.day) && birth.day >= 1 && birth.day <= daysInMonth(birth.year, birth.month);
}

/**
 * The month in which a person reaches `years` and `extraMonths` of age. You reach an age the day before
 * your birthday, so someone born on the 1st reaches it in the month before (20 CFR 404.2(c)(4)).
 */
export function monthReachingAge(birth: BirthDate, years: number, extraMonths = 0): YearMonth {
  const birthday = addMonths({ year: birth.year + years, month: birth.month }, extraMonths);
  return birth.day === 1 ? addMonths(birthday, -1) : birthday;
}

/** Medicare's initial enrolment period: 3 months before the month you turn 65 to 3 months after (42 CFR 407.14). */
export function medicareEnrollmentWindow(birth: BirthDate): { start: string; end: string; month65: YearMonth } {
  const month65 = monthReachingAge(birth, MEDICARE_AGE);
  return {
    start: firstOf(addMonths(month65, -MEDICARE_IEP_MONTHS_BEFORE)),
    end: lastOf(addMonths(month65, MEDICARE_IEP_MONTHS_AFTER)),
    month65,
  };
}

/**
 * The first month a Social Security retirement benefit can be paid: the month after the 62nd birthday,
 * or the birthday month for a person born on the 1st or 2nd, who is 62 for the whole of it (20 CFR 404.311).
 */
export function earliestSocialSecurityMonth(birth: BirthDate): string {
  const birthdayMonth = { year: birth.year + SS_EARLIEST_CLAIM_AGE, month: birth.month };
  const bornFirstOrSecond = birth.day === 1 || birth.day === 2;
  return firstOf(bornFirstOrSecond ? birthdayMonth : addMonths(birthdayMonth, 1));
}

/** Full retirement age in years and months; born on 1 January counts as the year before (SSA). */
export function fullRetirementAge(birth: BirthDate): { years: number; months: number } {
  const tableYear = birth.month === 1 && birth.day === 1 ? birth.year - 1 : birth.year;
  const past65 = fraMonthsPast65(tableYear);
  return { years: 65 + Math.floor(past65 / 12), months: past65 % 12 };
}

/** The month full retirement age is reached (first day of it). */
export function fullRetirementMonth(birth: BirthDate): string {
  const fra = fullRetirementAge(birth);
  return firstOf(monthReachingAge(birth, fra.years, fra.months));
}

/** The month delayed retirement credits stop: the month you reach 70. */
export function age70Month(birth: BirthDate): string {
  return firstOf(monthReachingAge(birth, SS_LATEST_CLAIM_AGE));
}

/** The year of the first RMD (the year you reach 73 or 75, SECURE 2.0 §107) and its 1 April deadline the year after. */
export function firstRmd(birth: BirthDate): { startAge: number; year: number; deadline: string } {
  const startAge = rmdStartAge(birth.year, birth.month);
  // 70½: the year the half-birthday falls in.
  const year =
    startAge === 70.5 ? addMonths({ year: birth.year + 70, month: birth.month }, 6).year : birth.year + startAge;
  return { startAge, year, deadline: isoDate(year + 1, RMD_FIRST_DEADLINE.month, RMD_FIRST_DEADLINE.day) };
}

/**
 * The last month HSA contributions are allowed when Medicare starts at 65: the month before Medicare begins
 * (the 1st of the month you turn 65). Taking Medicare or Social Security later backdates Part A up to 6 months,
 * so contributions should stop 6 months before that sign-up.
 */
export function hsaStop(birth: BirthDate): { medicareStarts: string; lastContributionMonth: string } {
  const month65 = monthReachingAge(birth, MEDICARE_AGE);
  return { medicareStarts: firstOf(month65), lastContributionMonth: firstOf(addMonths(month65, -1)) };
}

/** The date to stop HSA contributions before signing up for Medicare (or Social Security) after 65 on `signUp`. */
export function hsaStopBeforeSignUp(birth: BirthDate, signUp: YearMonth): string {
  const month65 = monthReachingAge(birth, MEDICARE_AGE);
  const backdated = addMonths(signUp, -PART_A_RETROACTIVE_MONTHS);
  const later = backdated.year * 12 + backdated.month >= month65.year * 12 + month65.month ? backdated : month65;
  return firstOf(later);
}

/** Catch-up contributions start on 1 January of the year you turn the age (the rule asks for the age by year end). */
export function catchUpDates(birth: BirthDate): {
  at50: string;
  hsaAt55: string;
  superCatchUp: { start: string; end: string } | null;
} {
  const firstYear = Math.max(birth.year + SUPER_CATCH_UP.firstAge, SUPER_CATCH_UP.fromYear);
  const lastYear = birth.year + SUPER_CATCH_UP.lastAge;
  return {
    at50: isoDate(birth.year + CATCH_UP_AGE, 1, 1),
    hsaAt55: isoDate(birth.year + HSA_CATCH_UP.age, 1, 1),
    superCatchUp: firstYear <= lastYear ? { start: isoDate(firstYear, 1, 1), end: isoDate(lastYear, 12, 31) } : null,
  };
}

const monthName = (at: YearMonth) => `${ENGLISH_MONTH_NAMES[at.month - 1]} ${at.year}`;
const ageWords = (age: { years: number; months: number }) =>
  age.months === 0 ? `${age.years}` : `${age.years} and ${age.months} month${age.months === 1 ? '' : 's'}`;

/**
 * Every date to remember for one person, in date order; a spouse's titles start "Your spouse:" and their ids "spouse-".
 */
export function planDates(birth: BirthDate, person: 'you' | 'spouse' = 'you'): PlanDate[] {
  if (!isValidBirthDate(birth)) return [];
  const prefix = person === 'spouse' ? 'spouse-' : '';
  const label = (text: string) => (person === 'spouse' ? `Your spouse: ${text}` : text);
  const iep = medicareEnrollmentWindow(birth);
  const fra = fullRetirementAge(birth);
  const rmd = firstRmd(birth);
  const hsa = hsaStop(birth);
  const catchUp = catchUpDates(birth);
  const dates: PlanDate[] = [
    {
      id: `${prefix}catch-up-50`,
      kind: 'catch-up',
      date: catchUp.at50,
      title: label('Catch-up contributions begin (age 50)'),
      meaning: 'From the year you turn 50 you may put extra into a 401(k) or IRA above the usual limit.',
      source: CATCH_UP_SOURCE,
    },
    {
      id: `${prefix}hsa-catch-up-55`,
      kind: 'catch-up',
      date: catchUp.hsaAt55,
      title: label('HSA catch-up begins (age 55)'),
      meaning: `From the year you turn 55 you may add an extra ${dollars(HSA_CATCH_UP.amount)} a year to a health savings account.`,
      source: HSA_CATCH_UP.source,
    },
    ...(catchUp.superCatchUp
      ? [
          {
            id: `${prefix}super-catch-up`,
            kind: 'catch-up' as const,
            date: catchUp.superCatchUp.start,
            endDate: catchUp.superCatchUp.end,
            title: label('Larger 401(k) catch-up (ages 60 to 63)'),
            meaning: 'In the years you turn 60, 61, 62 and 63 the 401(k) catch-up limit is higher than at other ages.',
            source: SUPER_CATCH_UP.source,
          },
        ]
      : []),
    {
      id: `${prefix}ss-earliest`,
      kind: 'social-security',
      date: earliestSocialSecurityMonth(birth),
      title: label('Earliest Social Security (age 62)'),
      meaning: 'The first month a retirement benefit can be paid. Claiming this early cuts it for life.',
      source: SS_FIRST_MONTH_SOURCE,
    },
    {
      id: `${prefix}medicare-iep`,
      kind: 'medicare',
      date: iep.start,
      endDate: iep.end,
      title: label('Medicare sign-up window opens'),
      meaning: `Your 7-month initial enrolment period, around ${monthName(iep.month65)}, the month you turn 65. Signing up late can mean a Part B penalty for life.`,
      source: `${MEDICARE_IEP_SOURCE}; ${ATTAINED_AGE_SOURCE}`,
    },
    {
      id: `${prefix}hsa-stop`,
      kind: 'hsa',
      date: hsa.lastContributionMonth,
      title: label('Last month to pay into an HSA if Medicare starts at 65'),
      meaning: `Medicare would start on ${hsa.medicareStarts}. No HSA contributions are allowed once it does. If you sign up later, stop 6 months before, because Part A is backdated up to 6 months.`,
      source: HSA_MEDICARE_SOURCE,
    },
    {
      id: `${prefix}ss-fra`,
      kind: 'social-security',
      date: fullRetirementMonth(birth),
      title: label(`Full retirement age (${ageWords(fra)})`),
      meaning:
        'From this month your Social Security benefit is not cut for claiming early, and the earnings test ends.',
      source: `SSA full retirement age table (42 USC 416(l)); ${ATTAINED_AGE_SOURCE}`,
    },
    {
      id: `${prefix}ss-70`,
      kind: 'social-security',
      date: age70Month(birth),
      title: label('Age 70: delayed credits stop'),
      meaning: 'Waiting past this month adds nothing to your Social Security benefit. Claim by now.',
      source: 'SSA "Delayed retirement credits" (20 CFR 404.313)',
    },
    {
      id: `${prefix}rmd-first-year`,
      kind: 'rmd',
      date: isoDate(rmd.year, 1, 1),
      endDate: isoDate(rmd.year, 12, 31),
      title: label(`First required minimum distribution year (age ${rmd.startAge === 70.5 ? '70½' : rmd.startAge})`),
      meaning: 'The year you must start taking money out of traditional IRAs and most workplace plans.',
      source: 'SECURE 2.0 Act §107; 26 USC §401(a)(9)',
    },
    {
      id: `${prefix}rmd-deadline`,
      kind: 'rmd',
      date: rmd.deadline,
      title: label('Deadline for the first RMD'),
      meaning: `The first RMD may wait until this day. The one for ${rmd.year + 1} is then due by 31 December too, so two fall in one tax year.`,
      source: RMD_FIRST_DEADLINE.source,
    },
  ];
  return sortPlanDates(dates);
}

/** Date order; a window sorts by its first day; ties keep their order. */
export function sortPlanDates(dates: readonly PlanDate[]): PlanDate[] {
  return [...dates].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Whether a date (or a window, by its last day) is before `today` ('YYYY-MM-DD'). */
export function isPast(date: PlanDate, today: string): boolean {
  return (date.endDate ?? date.date) < today;
}
