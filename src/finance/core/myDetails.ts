/**
 * "My details": the sensible ranges a visitor may type, and the small conversions that turn one
 * answer (a birth year, a yearly amount) into the field a tool asks for (an age in the tool's
 * year, a monthly amount). Pure: the tool passes in its own year.
 */
import { MAX_MONEY } from './num';

export const MY_DETAILS_BOUNDS = {
  /** Nobody alive today was born earlier; a later year than the current one is refused by the page. */
  birthYear: { min: 1900 },
  money: { min: 0, max: MAX_MONEY },
} as const;

/**
 * Age reached during `year` (on 31 December of it), the age the IRS and SSA tables use; never
 * negative. Blank or non-finite input gives undefined so the tool keeps its own default.
 */
export function ageInYear(birthYear: number | undefined, year: number): number | undefined {
  if (birthYear === undefined || !Number.isFinite(birthYear) || !Number.isFinite(year)) return undefined;
  return Math.max(0, Math.trunc(year) - Math.trunc(birthYear));
}

/** The birth year that gives `age` in `year` (the inverse of ageInYear), or undefined for unreadable input. */
export function birthYearFromAge(age: number, year: number): number | undefined {
  if (!Number.isFinite(age) || !Number.isFinite(year) || age < 0) return undefined;
  return Math.trunc(year) - Math.trunc(age);
}

/** The age of the youngest of several people in `year` (a HECM uses the youngest borrower). */
export function youngestAgeInYear(birthYears: readonly (number | undefined)[], year: number): number | undefined {
  const ages = birthYears.map((born) => ageInYear(born, year)).filter((age): age is number => age !== undefined);
  return ages.length === 0 ? undefined : Math.min(...ages);
}

/** A monthly amount as a yearly one, to the cent (the inverse of monthlyFromYearly). */
export function yearlyFromMonthly(monthly: number | undefined): number | undefined {
  if (monthly === undefined || !Number.isFinite(monthly)) return undefined;
  return Math.round(monthly * 12 * 100) / 100;
}

/** A yearly amount as a monthly one, to the cent. */
export function monthlyFromYearly(yearly: number | undefined): number | undefined {
  if (yearly === undefined || !Number.isFinite(yearly)) return undefined;
  return Math.round((yearly / 12) * 100) / 100;
}
