/**
 * Ages and spans of years to the nearest month, in the Social Security tool's words ("80 years and
 * 5 months", as its break-even sentence; "80 años y 5 meses"). Its own module (not format.ts) so a
 * page's first load does not carry it: the scenario comparison (loaded on demand) imports it.
 */
import * as m from './formatAge.messages';

/** An age or a span in years, to the nearest month: "68 years and 11 months" (never "68.92 years"), "70 years", "1 year and 1 month", "11 months". */
export function formatAgeYears(years: number): string {
  const totalMonths = Math.round(Math.abs(years) * 12);
  const whole = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const yearWords = m.ageYears({ years: whole });
  const monthWords = m.ageMonths({ months });
  if (months === 0) return yearWords;
  return whole === 0 ? monthWords : m.ageYearsAndMonths({ yearWords, monthWords });
}
