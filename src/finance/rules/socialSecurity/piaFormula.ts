/**
 * The Social Security benefit formula for a retired worker: how a year's earnings count, how they are
 * indexed and averaged, and how the average becomes the primary insurance amount (PIA), with the
 * four SSA series it reads (the wage index, the bend points, the taxable maximum and the COLAs).
 * Sources: Social Security Act §215 (42 USC 415) and §230 (42 USC 430); 20 CFR 404.210–404.212;
 * SSA Office of the Chief Actuary, "Social Security Benefit Amounts" (ssa.gov/oact/cola/Benefits.html);
 * POMS RS 00605.
 */
import { AWI_CENTS, AWI_FIRST_YEAR, AWI_NEWEST_YEAR, AWI_SOURCE } from './averageWageIndex.ts';
import {
  BEND_POINTS_FIRST_YEAR,
  BEND_POINTS_NEWEST_YEAR,
  BEND_POINTS_SOURCE,
  FIRST_BEND_POINT,
  SECOND_BEND_POINT,
} from './bendPoints.ts';
import {
  TAXABLE_MAXIMUM,
  TAXABLE_MAXIMUM_FIRST_YEAR,
  TAXABLE_MAXIMUM_NEWEST_YEAR,
  TAXABLE_MAXIMUM_SOURCE,
} from './taxableMaximum.ts';
import { COLA_FIRST_YEAR, COLA_NEWEST_YEAR, COLA_SOURCE, COLA_TENTHS_OF_PERCENT } from './costOfLivingAdjustments.ts';

/** Only earnings after 1950 enter the wage-indexed formula. Source: Social Security Act §215(b)(2)(B)(ii). */
export const FIRST_COUNTED_EARNINGS_YEAR = 1951;

/**
 * Earnings are indexed to the year the worker turns 60; earnings of that year and later count at face
 * value. Benefits are figured with the bend points of the year the worker turns 62 (the year of
 * eligibility). Source: Social Security Act §215(a)(1)(B)(ii), §215(b)(3)(A); 20 CFR 404.211(c), 404.212.
 */
export const INDEXING_AGE = 60;
export const ELIGIBILITY_AGE = 62;

/**
 * Computation years: the elapsed years (the years after the worker turns 21, or after 1950 if later,
 * and before the year of eligibility) less 5 dropout years, never fewer than 2. For anyone born in 1929
 * or later that is 40 − 5 = 35 years, divided as 35 × 12 = 420 months. Source: Social Security Act
 * §215(b)(1)–(2); 20 CFR 404.211(e).
 */
export const ELAPSED_YEARS_FROM_AGE = 22;
export const DROPOUT_YEARS = 5;
export const MIN_COMPUTATION_YEARS = 2;

/**
 * The PIA formula's three rates, in percent: 90 % of the AIME up to the first bend point, 32 % up to the
 * second, 15 % above. Source: Social Security Act §215(a)(1)(A); 20 CFR 404.212(b).
 */
export const PIA_RATES_PERCENT = [90, 32, 15] as const;

/**
 * The 1979 bend points and the wage index year they are scaled from: the bend points for eligibility
 * year Y are round(180 and 1,085 × AWI(Y − 2) / AWI(1977)). Source: Social Security Act
 * §215(a)(1)(A)–(B); SSA OACT "Benefit formula bend points".
 */
export const BEND_POINT_BASE = { year: 1979, wageIndexYear: 1977, first: 180, second: 1085 } as const;

/**
 * The taxable maximum from 1995 on: $60,600 × AWI(Y − 2) / AWI(1992), to the nearest $300, and held at
 * the prior year's amount when no COLA was payable for December of Y − 1. Source: Social Security Act
 * §230(b)–(c); SSA OACT "Contribution and benefit base".
 */
export const TAXABLE_MAXIMUM_BASE = { firstYear: 1995, amount: 60_600, wageIndexYear: 1992, roundTo: 300 } as const;

// The dimes rounding (down from 1982, up before) is in ./benefitRounding.ts, which the earnings record page reads
// without this module and the wage series it is built on.
export { ROUND_DOWN_FROM_YEAR } from './benefitRounding.ts';

/**
 * Credits (quarters of coverage): from 1978 one credit for each year's amount of earnings, at most 4 a
 * year. The amount for 1978 was $250; for a later year Y it is $250 × AWI(Y − 2) / AWI(1976), rounded to
 * the nearest $10, or the prior year's amount if that is larger (so it never falls). Before 1978 a credit
 * was a calendar quarter with $50 of wages. Source: Social Security Act §213(a)(2), §213(d); SSA OACT
 * "Quarter of coverage" (oact/cola/QC.html: $1,090 for 2009, $1,810 for 2025).
 */
export const QUARTER_OF_COVERAGE_BASE = { year: 1978, amount: 250, wageIndexYear: 1976, roundTo: 10 } as const;
export const MAX_CREDITS_A_YEAR = 4;
export const PRE_1978_WAGES_FOR_A_QUARTER = 50;

/**
 * Fully insured for retirement: one credit for each year after 1950 (or after the year the worker turns
 * 21, if later) and before the year of eligibility, at least 6 and at most 40. Source: Social Security
 * Act §214(a); 20 CFR 404.110.
 */
export const FULLY_INSURED_CREDITS = { min: 6, max: 40 } as const;

const quarterOfCoverageCache = new Map<number, number>();
/** The earnings for one credit in a year from 1978 on, dollars (after the newest wage index: held at the newest level). */
export function quarterOfCoverageAmount(year: number): number {
  if (!Number.isInteger(year) || year <= QUARTER_OF_COVERAGE_BASE.year) return QUARTER_OF_COVERAGE_BASE.amount;
  if (year > AWI_NEWEST_YEAR + 2) return quarterOfCoverageAmount(AWI_NEWEST_YEAR + 2);
  const cached = quarterOfCoverageCache.get(year);
  if (cached !== undefined) return cached;
  const { amount, wageIndexYear, roundTo } = QUARTER_OF_COVERAGE_BASE;
  const scaled = (amount * wageIndexCents(year - 2)!) / wageIndexCents(wageIndexYear)!;
  const value = Math.max(quarterOfCoverageAmount(year - 1), Math.round(scaled / roundTo) * roundTo);
  quarterOfCoverageCache.set(year, value);
  return value;
}

/**
 * "The same as my last year until I stop at age N" with no age given: 67, the full retirement age of
 * everyone born in 1960 or later. Ours.
 */
export const EARNINGS_FALLBACK_STOP_WORK_AGE = 67;

/** The series' sources, by series, for "How this is calculated". */
export const PIA_SERIES_SOURCES = {
  averageWageIndex: AWI_SOURCE,
  bendPoints: BEND_POINTS_SOURCE,
  taxableMaximum: TAXABLE_MAXIMUM_SOURCE,
  costOfLivingAdjustments: COLA_SOURCE,
} as const;

/** The newest year each series holds. */
export const PIA_SERIES_NEWEST_YEAR = {
  averageWageIndex: AWI_NEWEST_YEAR,
  bendPoints: BEND_POINTS_NEWEST_YEAR,
  taxableMaximum: TAXABLE_MAXIMUM_NEWEST_YEAR,
  costOfLivingAdjustments: COLA_NEWEST_YEAR,
} as const;

/** A published value, or null outside the years held. */
const held = (series: readonly number[], firstYear: number, year: number): number | null =>
  Number.isInteger(year) && year >= firstYear && year < firstYear + series.length ? series[year - firstYear]! : null;

/**
 * The AWI of a year, in cents, as published; a year after the newest published one takes the newest
 * (wages held at the newest year's level, as SSA's own "today's dollars" estimates do: a calculation
 * rule of ours, flagged in the result). Null before 1951.
 */
export function wageIndexCents(year: number): number | null {
  if (!Number.isInteger(year) || year < AWI_FIRST_YEAR) return null;
  return held(AWI_CENTS, AWI_FIRST_YEAR, Math.min(year, AWI_NEWEST_YEAR));
}

/** The taxable maximum of a year in dollars; after the newest held year, the newest (wages held, as above). 0 before 1937. */
export function taxableMaximum(year: number): number {
  if (!Number.isInteger(year) || year < TAXABLE_MAXIMUM_FIRST_YEAR) return 0;
  return held(TAXABLE_MAXIMUM, TAXABLE_MAXIMUM_FIRST_YEAR, Math.min(year, TAXABLE_MAXIMUM_NEWEST_YEAR))!;
}

/**
 * The bend points for a year of eligibility, in dollars: as published, or for a later year by the
 * statute's scaling with the wage index held at its newest year (which gives the newest bend points).
 * Null before 1979, when the wage-indexed formula began.
 */
export function bendPoints(eligibilityYear: number): readonly [number, number] | null {
  if (!Number.isInteger(eligibilityYear) || eligibilityYear < BEND_POINTS_FIRST_YEAR) return null;
  const first = held(FIRST_BEND_POINT, BEND_POINTS_FIRST_YEAR, eligibilityYear);
  const second = held(SECOND_BEND_POINT, BEND_POINTS_FIRST_YEAR, eligibilityYear);
  if (first !== null && second !== null) return [first, second];
  const ratio = wageIndexCents(eligibilityYear - 2)! / wageIndexCents(BEND_POINT_BASE.wageIndexYear)!;
  return [Math.round(BEND_POINT_BASE.first * ratio), Math.round(BEND_POINT_BASE.second * ratio)];
}

/** The COLA determined in a year (effective for its December; for its June up to 1982), in tenths of a percent; null if not held. */
export function colaTenthsOfPercent(year: number): number | null {
  return held(COLA_TENTHS_OF_PERCENT, COLA_FIRST_YEAR, year);
}
export { COLA_FIRST_YEAR, COLA_NEWEST_YEAR };
