/**
 * "Today's dollars": a nominal amount paid some years from now, divided by the price rise until
 * then, so it can be compared with what money buys today. Pure; the tool passes in its own year.
 *
 *   real = nominal / (1 + inflation / 100) ^ years
 */
import { clamp, MAX_MONEY, toFinite } from './num';
import { INFLATION_BOUNDS, SITE_INFLATION_PERCENT, SITE_INFLATION_SOURCE } from '../rules/core/inflation';

/** Longest horizon we deflate over; a planner's projection never runs longer than a lifetime. */
export const MAX_DEFLATION_YEARS = 120;

export interface InflationAssumption {
  /** Percent a year. */
  percent: number;
  /**
   * Whose rate it is, a fact the tool words (shared/layout/TodaysDollars.tsx): the site-wide assumption (`site`),
   * or the rate the reader entered in the tool (`entered`).
   */
  basis: 'site' | 'entered';
  /** Where the site-wide rate comes from, as the rules cite it; absent for a rate the reader entered. */
  source?: string;
}

/** The tool's own inflation input where it has one, else the site-wide assumption with its source. */
export function inflationAssumption(toolInflationPercent?: number): InflationAssumption {
  if (toolInflationPercent === undefined || !Number.isFinite(toolInflationPercent)) {
    return { percent: SITE_INFLATION_PERCENT, basis: 'site', source: SITE_INFLATION_SOURCE };
  }
  return { percent: clamp(toolInflationPercent, INFLATION_BOUNDS.min, INFLATION_BOUNDS.max), basis: 'entered' };
}

/** What a dollar `years` from now is worth today, at `inflationPercent` a year (1 at year 0). */
export function deflationFactor(years: number, inflationPercent: number): number {
  const n = clamp(toFinite(years), 0, MAX_DEFLATION_YEARS);
  const rate =
    clamp(toFinite(inflationPercent, SITE_INFLATION_PERCENT), INFLATION_BOUNDS.min, INFLATION_BOUNDS.max) / 100;
  return 1 / (1 + rate) ** n;
}

/** A nominal amount `years` from now, in today's dollars. Blank or non-finite amounts count as 0. */
export function toTodaysDollars(nominal: number, years: number, inflationPercent: number): number {
  const amount = clamp(toFinite(nominal), -MAX_MONEY, MAX_MONEY);
  const real = amount * deflationFactor(years, inflationPercent);
  return real === 0 ? 0 : real;
}

/** The same for an amount dated by calendar year: `year` − `baseYear` years out (never negative). */
export function toTodaysDollarsInYear(
  nominal: number,
  year: number,
  baseYear: number,
  inflationPercent: number,
): number {
  return toTodaysDollars(nominal, toFinite(year) - toFinite(baseYear), inflationPercent);
}

/**
 * Every money column of a projection's rows in today's dollars, each row dated by `yearsOut`.
 * Rows are copied; columns not named are kept as they are (ages, years, percentages).
 */
export function rowsInTodaysDollars<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  moneyKeys: readonly (keyof Row)[],
  yearsOut: (row: Row, index: number) => number,
  inflationPercent: number,
): Row[] {
  return rows.map((row, index) => {
    const years = yearsOut(row, index);
    const copy: Record<string, unknown> = { ...row };
    for (const key of moneyKeys) {
      const value = row[key];
      if (typeof value === 'number') copy[key as string] = toTodaysDollars(value, years, inflationPercent);
    }
    return copy as Row;
  });
}
