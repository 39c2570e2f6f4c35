/**
 * Ages and spans of years to the nearest month, in the Social Security tool's words ("80 years and
 * 5 months", as its break-even sentence). Its own module (not format.ts) so a page's first load
 * does not carry it: the scenario comparison (loaded on demand) imports it.
 */

/** An age or a span in years, to the nearest month: "68 years and 11 months" (never "68.92 years"), "70 years", "1 year and 1 month", "11 months". */
export function formatAgeYears(years: number): string {
  const totalMonths = Math.round(Math.abs(years) * 12);
  const whole = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const yearWords = `${whole} ${whole === 1 ? 'year' : 'years'}`;
  const monthWords = `${months} ${months === 1 ? 'month' : 'months'}`;
  if (months === 0) return yearWords;
  return whole === 0 ? monthWords : `${yearWords} and ${monthWords}`;
}
