/**
 * Required minimum distributions. Uniform Lifetime Table for distribution years 2022 and later:
 * 26 CFR 1.401(a)(9)-9(c); IRS Pub. 590-B (2023), Appendix B, Table III. Replaces the spec's pre-2022 table.
 */
import { newestFirst } from '../core/years.ts';
export const UNIFORM_LIFETIME_SOURCE = '26 CFR 1.401(a)(9)-9(c); IRS Pub. 590-B Appendix B, Table III (2022+)';

export const UNIFORM_LIFETIME_TABLE: Readonly<Record<number, number>> = {
  72: 27.4,
  73: 26.5,
  74: 25.5,
  75: 24.6,
  76: 23.7,
  77: 22.9,
  78: 22.0,
  79: 21.1,
  80: 20.2,
  81: 19.4,
  82: 18.5,
  83: 17.7,
  84: 16.8,
  85: 16.0,
  86: 15.2,
  87: 14.4,
  88: 13.7,
  89: 12.9,
  90: 12.2,
  91: 11.5,
  92: 10.8,
  93: 10.1,
  94: 9.5,
  95: 8.9,
  96: 8.4,
  97: 7.8,
  98: 7.3,
  99: 6.8,
  100: 6.4,
  101: 6.0,
  102: 5.6,
  103: 5.2,
  104: 4.9,
  105: 4.6,
  106: 4.3,
  107: 4.1,
  108: 3.9,
  109: 3.7,
  110: 3.5,
  111: 3.4,
  112: 3.3,
  113: 3.1,
  114: 3.0,
  115: 2.9,
  116: 2.8,
  117: 2.7,
  118: 2.5,
  119: 2.3,
  120: 2.0,
};
export const UNIFORM_LIFETIME_MIN_AGE = 72;
export const UNIFORM_LIFETIME_MAX_AGE = 120;

/** Divisor for an age; 120 and over use 2.0. Ages below the table have no divisor (never divide by 1). */
export function uniformLifetimeDivisor(age: number): number | null {
  if (!Number.isFinite(age)) return null;
  const whole = Math.floor(age);
  if (whole < UNIFORM_LIFETIME_MIN_AGE) return null;
  return UNIFORM_LIFETIME_TABLE[Math.min(whole, UNIFORM_LIFETIME_MAX_AGE)] ?? null;
}

/**
 * Age at which RMDs begin, by birth date. SECURE Act §114 (70½ → 72) and SECURE 2.0 §107 (73, 75).
 * Born before 1 July 1949 → 70½; 1 July 1949–1950 → 72; 1951–1959 → 73; 1960 or later → 75.
 * With only a birth year, 1949 is read as born in the second half (72); for tax years 2022+ both are past.
 */
export function rmdStartAge(birthYear: number, birthMonth?: number): number {
  if (birthYear < 1949 || (birthYear === 1949 && birthMonth !== undefined && birthMonth < 7)) return 70.5;
  if (birthYear <= 1950) return 72;
  if (birthYear <= 1959) return 73;
  return 75;
}

/** An RMD start age as a sentence says it: 73, 75, or 70½. */
export function rmdAgeWords(age: number): string {
  return Number.isInteger(age) ? String(age) : `${Math.floor(age)}½`;
}

/**
 * The first RMD may wait until 1 April of the year after the RMD age: the required beginning date.
 * Source: 26 USC §401(a)(9)(C); 26 CFR 1.401(a)(9)-2; IRS Pub. 590-B. (Re-exported by planDates.ts.)
 */
export const RMD_FIRST_DEADLINE = {
  month: 4,
  day: 1,
  source: 'SECURE 2.0 Act §107; 26 USC §401(a)(9)(C); IRS Pub. 590-B',
} as const;

/**
 * A qualified charitable distribution may be made from the day the IRA owner is 70½.
 * Source: 26 USC §408(d)(8)(B)(ii); IRS Pub. 590-B, "Qualified charitable distributions".
 */
export const QCD_MIN_AGE = 70.5;

/**
 * Money taken from an IRA or a workplace plan before 59½ owes an extra 10 % tax unless an exception
 * applies. Source: 26 USC §72(t)(1) and (2)(A)(i); IRS Pub. 590-B, "Early distributions". One exception:
 * money from the plan of an employer you leave in or after the year you turn 55 (not from an IRA).
 * Source: 26 USC §72(t)(2)(A)(v), (t)(3)(A); IRS Pub. 575.
 */
export const EARLY_WITHDRAWAL = {
  age: 59.5,
  percent: 10,
  separationAge: 55,
  source: '26 USC §72(t)(1), (2)(A)(i), (2)(A)(v)',
} as const;

/**
 * Birth years that stand for each RMD start age in the law that set it (the age itself, and the first
 * and last birth year it covers, are read from `rmdStartAge` with `birthYearCohort`): 70½ before the
 * SECURE Act, 72 under it, 73 and 75 under SECURE 2.0 §107. The words that state the ages read them so.
 */
export const RMD_AGE_COHORTS = { original: 1940, secure: 1950, secure2: 1955, secure2Later: 1965 } as const;

/** The birth years searched for the edges of a cohort: far wider than any reader's. */
export const COHORT_BIRTH_YEARS = { from: 1900, to: 2100 } as const;

/** First and last birth year whose value equals that of `year` (`to` is null when it runs on for good). */
export function birthYearCohort(
  year: number,
  valueFor: (birthYear: number) => number,
): { from: number; to: number | null } {
  const value = valueFor(year);
  let from = year;
  while (from > COHORT_BIRTH_YEARS.from && valueFor(from - 1) === value) from--;
  let to: number | null = year;
  while (to < COHORT_BIRTH_YEARS.to && valueFor(to + 1) === value) to++;
  return { from, to: to === COHORT_BIRTH_YEARS.to ? null : to };
}

/** Excise tax on a missed RMD, percent: 25, or 10 if corrected in time (SECURE 2.0 §302); 50 for 2022 (26 USC §4974 before amendment). */
export const RMD_EXCISE = {
  standard: 25,
  corrected: 10,
  before2023: 50,
  source: 'SECURE 2.0 Act §302; 26 USC §4974',
} as const;

/**
 * Tax years the RMD rules are held for: the 2022+ Uniform Lifetime Table, the start ages and the
 * excise rate of each year. None of these is re-published yearly; a year is added together with the
 * year's tax figures (docs/updating-rules.md).
 */
export const RMD_YEARS = [2022, 2023, 2024, 2025, 2026] as const;
/** The RMD tool's years, newest first (the first is its default). */
export const RMD_TOOL_YEARS = newestFirst(RMD_YEARS);
export type RmdYear = (typeof RMD_YEARS)[number];
const RMD_RULES_SOURCE = `${UNIFORM_LIFETIME_SOURCE}; start ages SECURE Act §114, SECURE 2.0 §107`;
export const RMD_YEAR_SOURCES: Record<RmdYear, string> = {
  2022: `${RMD_RULES_SOURCE}; excise 50 % (26 USC §4974 before SECURE 2.0)`,
  2023: `${RMD_RULES_SOURCE}; excise 25 %, 10 % if corrected (SECURE 2.0 §302)`,
  2024: `${RMD_RULES_SOURCE}; excise 25 %, 10 % if corrected (SECURE 2.0 §302)`,
  2025: `${RMD_RULES_SOURCE}; excise 25 %, 10 % if corrected (SECURE 2.0 §302)`,
  2026: `${RMD_RULES_SOURCE}; excise 25 %, 10 % if corrected (SECURE 2.0 §302)`,
};

/** RMD calculator projection: 10 years, balance growing 5 % after each withdrawal, 5 shown. SPEC §9 "RMD" states this projection (model). */
export const RMD_PROJECTION = { years: 10, shownYears: 5, growthRate: 5 } as const;

/**
 * A spouse who is the sole beneficiary all year and MORE than 10 years younger (by age at the end of
 * the year) lets the owner use Table II instead of the Uniform Lifetime Table. Treas. Reg.
 * §1.401(a)(9)-5(c)(2); IRS Pub. 590-B, "Which table do you use?". Exactly 10 years → Uniform table.
 */
export const YOUNGER_SPOUSE_GAP_YEARS = 10;

/**
 * Missed RMDs of beneficiaries under the 10-year rule whose owner died on or after the required
 * beginning date: IRS Notices 2022-53, 2023-54 and 2024-35 waived the yearly RMDs (and the excise
 * tax) for 2021 to 2024; the final regulations (T.D. 10001, July 2024) apply from 2025.
 */
export const TEN_YEAR_RULE_WAIVED_YEARS = {
  from: 2021,
  to: 2024,
  source: 'IRS Notices 2022-53, 2023-54, 2024-35; T.D. 10001 (2024)',
} as const;

/** The SECURE Act's 10-year rule and eligible designated beneficiaries apply to owners who died after 2019 (SECURE Act §401(b)). */
export const SECURE_ACT_FIRST_DEATH_YEAR = 2020;
/** A minor child of the owner is an eligible designated beneficiary until 21 (Treas. Reg. §1.401(a)(9)-4(e)(3), T.D. 10001). */
export const AGE_OF_MAJORITY = 21;
/** Years allowed under the 10-year and 5-year rules (26 USC §401(a)(9)(H)(i), (B)(ii)); 2020 does not count in a 5-year period (CARES Act §2203; T.D. 10001). */
export const TEN_YEAR_RULE_YEARS = 10;
export const FIVE_YEAR_RULE_YEARS = 5;
export const INHERITED_RULES_SOURCE =
  'SECURE Act §401 (26 USC §401(a)(9)(E), (H)); Treas. Reg. §1.401(a)(9)-3, -4, -5 (T.D. 10001, July 2024); IRS Pub. 590-B';
