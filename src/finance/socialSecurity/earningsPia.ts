/**
 * The benefit at full retirement age (the primary insurance amount, PIA) worked out exactly from a
 * worker's earnings record, as SSA does for a retired worker: each year capped at its taxable maximum,
 * indexed to the year the worker turns 60, the best 35 years averaged by the month (the AIME), the
 * PIA formula of the year the worker turns 62, then the COLAs since. Every figure in whole cents.
 * The rules and their sources: src/finance/rules/socialSecurity/piaFormula.ts.
 */
import { toFinite } from '../core/num';
import {
  COLA_NEWEST_YEAR,
  DROPOUT_YEARS,
  ELAPSED_YEARS_FROM_AGE,
  ELIGIBILITY_AGE,
  FIRST_COUNTED_EARNINGS_YEAR,
  FULLY_INSURED_CREDITS,
  INDEXING_AGE,
  MAX_CREDITS_A_YEAR,
  PRE_1978_WAGES_FOR_A_QUARTER,
  QUARTER_OF_COVERAGE_BASE,
  MIN_COMPUTATION_YEARS,
  PIA_RATES_PERCENT,
  PIA_SERIES_NEWEST_YEAR,
  ROUND_DOWN_FROM_YEAR,
  bendPoints,
  colaTenthsOfPercent,
  taxableMaximum,
  quarterOfCoverageAmount,
  wageIndexCents,
} from '../rules/socialSecurity/piaFormula';
import { EARNINGS_FALLBACK_STOP_WORK_AGE } from '../rules/socialSecurity/piaFormula';
import { EARNINGS_PIA_BOUNDS } from './earningsPiaBounds';

/**
 * A birth date: the string 'YYYY-MM-DD' (ISO 8601, as an `<input type="date">` gives it), or
 * `{ year, month?, day? }` with month 1–12. A date given without its day is taken as not the 1st of
 * the month, and without its month as born in July (which matters only for "stop at age N").
 */
export type BirthDateInput = string | { year: number; month?: number; day?: number };

/** After the last year of the record: nothing (the reader has stopped work), or the last year's pay again each year until `stopWorkAge`. */
export type FutureEarnings = 'none' | 'same-as-last';

export interface EarningsPiaInput {
  birthDate: BirthDateInput;
  /** `{ [year]: amount }`: the record's Social Security (not Medicare) taxed earnings, dollars a year. */
  earnings: Readonly<Record<number | string, number | string>>;
  /** Default 'none'. */
  futureEarnings?: FutureEarnings;
  /** With 'same-as-last': the age at which work stops (calendar birthday); whole years, default 67. */
  stopWorkAge?: number;
}

/** One calendar year as the formula sees it. */
export interface EarningsYear {
  year: number;
  /** The amount given for the year, dollars (0 for a year with none). */
  earnings: number;
  /** What counts: `earnings` capped at the year's taxable maximum. */
  counted: number;
  /** The year's taxable maximum (for a year after the newest published, the newest). */
  taxableMaximum: number;
  /** AWI(indexing year) / AWI(year); exactly 1 from the indexing year on (counted at face value). */
  indexFactor: number;
  /** `counted × indexFactor`, to the cent. */
  indexed: number;
  /** 'record': given in `earnings`; 'future': added by the future-earnings choice; 'none': no earnings (a zero year). */
  source: 'record' | 'future' | 'none';
}

/** Why a key of `earnings` was left out. */
export type IgnoredEarningsReason = 'not-a-year' | 'before-1951' | 'before-birth' | 'after-age-100';

/**
 * Facts about the result a reader should know, as codes (the words layer says them):
 * - 'wage-index-held-at-newest': the worker turns 60 after the newest published wage index, so
 *   earnings are indexed to the newest year's wage level (SSA's "today's dollars");
 * - 'bend-points-held-at-newest': the worker turns 62 after the newest published bend points;
 * - 'taxable-maximum-held-at-newest': a year after the newest published taxable maximum is capped at it;
 * - 'no-cola-yet': no COLA held yet for a year from the year of eligibility on;
 * - 'fewer-earning-years-than-computation-years': some of the best years are zero years;
 * - 'no-earnings': nothing counts;
 * - 'earlier-methods-not-compared': born before 1930; SSA also tries the pre-1979 formulas
 *   (old-start, transitional guarantee) and pays the higher, which this does not compute;
 * - 'not-insured': fewer credits than `creditsNeeded` (no retirement benefit is payable on this record
 *   until there are enough; the PIA is still the formula's);
 * - 'insured-status-uncertain': enough credits only if the pre-1978 earnings were spread over the
 *   quarters of the year (before 1978 a credit was a quarter with $50 of wages; the record gives years).
 */
export type EarningsPiaNote =
  | 'wage-index-held-at-newest'
  | 'bend-points-held-at-newest'
  | 'taxable-maximum-held-at-newest'
  | 'no-cola-yet'
  | 'fewer-earning-years-than-computation-years'
  | 'no-earnings'
  | 'earlier-methods-not-compared'
  | 'not-insured'
  | 'insured-status-uncertain';

/**
 * 'ok'; 'invalid-birth-date' (no readable date: every figure 0); 'before-wage-indexed-formula'
 * (eligible before 1979, born before 1917: the wage-indexed formula does not apply; every figure 0).
 */
export type EarningsPiaStatus = 'ok' | 'invalid-birth-date' | 'before-wage-indexed-formula';

export interface EarningsPiaResult {
  status: EarningsPiaStatus;
  /** Average indexed monthly earnings, whole dollars (rounded down). */
  aime: number;
  /** The PIA in the year of eligibility, dollars and dimes (rounded down to the dime). */
  piaAtEligibility: number;
  /** The PIA with every COLA held from the year of eligibility on (each step rounded down to the dime). */
  pia: number;
  /** The year the worker turns 62, in SSA's counting (someone born on 1 January turns 62 the day before). */
  eligibilityYear: number;
  /** The year the worker turns 60 (eligibility year − 2): the year earnings are indexed to. */
  indexingYear: number;
  /** The computation years used (35 for anyone born in 1929 or later), in calendar order; zero years included. */
  topYears: EarningsYear[];
  /** How many years are averaged (35 from birth year 1929 on); months = 12 × this. */
  computationYears: number;
  /** The bend points of the year of eligibility, dollars of AIME. */
  bendPoints: readonly [number, number];
  /** The COLAs applied, in order: the year determined, its percent, and the PIA after it. */
  colas: { year: number; percent: number; pia: number }[];
  /** The years the future-earnings choice added, with their amounts (before the cap). */
  futureYears: { year: number; earnings: number }[];
  /** Keys of `earnings` that were left out, and why. */
  ignored: { key: string; reason: IgnoredEarningsReason }[];
  /** Credits (quarters of coverage) on the record from 1951 on, at most 4 a year (before 1978: as many as the year's wages allow). */
  credits: number;
  /** Credits needed to be fully insured for retirement: 40 for anyone born in 1929 or later. */
  creditsNeeded: number;
  /** Whether `credits` reaches `creditsNeeded`. */
  insured: boolean;
  notes: EarningsPiaNote[];
}

/** A birth date read and checked. `ssaYear` is the year in which SSA counts birthdays (the year before for 1 January). */
export interface BirthDate {
  year: number;
  month: number;
  day: number;
  ssaYear: number;
}

const DEFAULT_MONTH = 7;
const DEFAULT_DAY = 15;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/**
 * Reads a birth date (see BirthDateInput), or null when it is not a real calendar date with a year in
 * EARNINGS_PIA_BOUNDS.birthYear. A person attains an age the day before the birthday (20 CFR
 * 404.2(c)(4)), so someone born on 1 January attains every age in the year before: `ssaYear` is
 * `year − 1` for them (SSA: "If you were born on January 1st, refer to the previous year").
 */
export function readBirthDate(value: unknown): BirthDate | null {
  let year: number;
  let month: number;
  let day: number;
  if (typeof value === 'string') {
    const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(value);
    if (!match) return null;
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if (value !== null && typeof value === 'object' && 'year' in value) {
    const { year: y, month: m, day: d } = value as { year: unknown; month?: unknown; day?: unknown };
    year = typeof y === 'number' ? y : Number.NaN;
    month = m === undefined || m === null ? DEFAULT_MONTH : typeof m === 'number' ? m : Number.NaN;
    day = d === undefined || d === null ? DEFAULT_DAY : typeof d === 'number' ? d : Number.NaN;
  } else return null;
  const { min, max } = EARNINGS_PIA_BOUNDS.birthYear;
  if (!Number.isInteger(year) || year < min || year > max) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day, ssaYear: month === 1 && day === 1 ? year - 1 : year };
}

/** The earnings keyed by year that the formula can use, in whole cents, and the keys it left out. */
function readEarnings(
  earnings: unknown,
  birth: BirthDate,
): { cents: Map<number, number>; ignored: EarningsPiaResult['ignored'] } {
  const cents = new Map<number, number>();
  const ignored: EarningsPiaResult['ignored'] = [];
  if (earnings === null || typeof earnings !== 'object') return { cents, ignored };
  for (const [key, raw] of Object.entries(earnings)) {
    const year = /^\s*\d{4}\s*$/.test(key) ? Number(key) : Number.NaN;
    if (!Number.isInteger(year)) ignored.push({ key, reason: 'not-a-year' });
    else if (year < FIRST_COUNTED_EARNINGS_YEAR) ignored.push({ key, reason: 'before-1951' });
    else if (year < birth.year) ignored.push({ key, reason: 'before-birth' });
    else if (year > birth.year + EARNINGS_PIA_BOUNDS.latestEarningsAge) ignored.push({ key, reason: 'after-age-100' });
    else cents.set(year, Math.round(Math.min(Math.max(toFinite(raw), 0), EARNINGS_PIA_BOUNDS.maxAmount) * 100));
  }
  return { cents, ignored };
}

/** Rounds a whole number of cents to dimes: down after May 1982, up before (POMS RS 00601.020). */
function toDimes(cents: number, asOfYear: number): number {
  return asOfYear >= ROUND_DOWN_FROM_YEAR ? Math.floor(cents / 10) : Math.ceil(cents / 10);
}

/** `whole × (1000 + tenths) / 1000`, exactly, then rounded down (or up before 1982). */
function applyCola(dimes: number, tenthsOfPercent: number, year: number): number {
  const scaled = dimes * (1000 + tenthsOfPercent);
  const rest = scaled % 1000;
  const down = (scaled - rest) / 1000;
  return year >= ROUND_DOWN_FROM_YEAR || rest === 0 ? down : down + 1;
}

/** The PIA formula on an AIME, in cents before rounding: 90 %, 32 %, 15 % across the bend points. */
export function piaFormulaCents(aime: number, [first, second]: readonly [number, number]): number {
  const [low, middle, high] = PIA_RATES_PERCENT;
  return (
    low * Math.min(aime, first) +
    middle * Math.max(0, Math.min(aime, second) - first) +
    high * Math.max(0, aime - second)
  );
}

/** The years added by "the same as my last year until I stop at age N": whole years, then the months before the birthday. */
function futureYearsFor(
  cents: ReadonlyMap<number, number>,
  birth: BirthDate,
  choice: unknown,
  stopWorkAge: unknown,
): { year: number; cents: number }[] {
  if (choice !== 'same-as-last' || cents.size === 0) return [];
  const lastYear = Math.max(...cents.keys());
  const pay = cents.get(lastYear)!;
  const { min, max } = EARNINGS_PIA_BOUNDS.stopWorkAge;
  const age = Math.floor(Math.min(max, Math.max(min, toFinite(stopWorkAge, EARNINGS_FALLBACK_STOP_WORK_AGE))));
  const stopYear = birth.year + age;
  const years: { year: number; cents: number }[] = [];
  for (let year = lastYear + 1; year <= stopYear; year++) {
    const months = year < stopYear ? 12 : birth.month - 1;
    if (months > 0) years.push({ year, cents: Math.round((pay * months) / 12) });
  }
  return years;
}

interface Core {
  aime: number;
  piaAtEligibilityDimes: number;
  piaDimes: number;
  years: EarningsYear[];
  top: EarningsYear[];
  indexedTotalCents: number;
  colas: EarningsPiaResult['colas'];
}

/** The formula itself, on checked inputs: every year from the first candidate to the last, and the best N. */
function compute(
  birth: BirthDate,
  cents: ReadonlyMap<number, number>,
  sources: ReadonlyMap<number, EarningsYear['source']>,
  computationYears: number,
): Core {
  const eligibilityYear = birth.ssaYear + ELIGIBILITY_AGE;
  const indexingYear = birth.ssaYear + INDEXING_AGE;
  const indexingWage = wageIndexCents(indexingYear)!;
  const elapsedStart = Math.max(FIRST_COUNTED_EARNINGS_YEAR, birth.ssaYear + ELAPSED_YEARS_FROM_AGE);
  let first = elapsedStart;
  let last = eligibilityYear - 1;
  for (const year of cents.keys()) {
    first = Math.min(first, year);
    last = Math.max(last, year);
  }
  const years: EarningsYear[] = [];
  const indexedCents: number[] = [];
  for (let year = first; year <= last; year++) {
    const given = cents.get(year) ?? 0;
    const maximum = taxableMaximum(year);
    const counted = Math.min(given, maximum * 100);
    const yearWage = wageIndexCents(year)!;
    const indexed = year < indexingYear ? Math.round((counted * indexingWage) / yearWage) : counted;
    indexedCents.push(indexed);
    years.push({
      year,
      earnings: given / 100,
      counted: counted / 100,
      taxableMaximum: maximum,
      indexFactor: year < indexingYear ? indexingWage / yearWage : 1,
      indexed: indexed / 100,
      source: cents.has(year) ? (sources.get(year) ?? 'record') : 'none',
    });
  }
  // The best years: highest indexed first; among equals the earlier year, so zero years come from the
  // start of the working life rather than from years still to come.
  const order = years.map((_, i) => i).sort((a, b) => indexedCents[b]! - indexedCents[a]! || a - b);
  const chosen = order.slice(0, computationYears).sort((a, b) => a - b);
  const indexedTotalCents = chosen.reduce((sum, i) => sum + indexedCents[i]!, 0);
  const aime = Math.floor(indexedTotalCents / (computationYears * 12 * 100));
  const piaAtEligibilityDimes = toDimes(piaFormulaCents(aime, bendPoints(eligibilityYear)!), eligibilityYear - 1);
  let piaDimes = piaAtEligibilityDimes;
  const colas: Core['colas'] = [];
  for (let year = eligibilityYear; year <= COLA_NEWEST_YEAR; year++) {
    const tenths = colaTenthsOfPercent(year);
    if (tenths === null) continue;
    piaDimes = applyCola(piaDimes, tenths, year);
    colas.push({ year, percent: tenths / 10, pia: piaDimes / 10 });
  }
  return {
    aime,
    piaAtEligibilityDimes,
    piaDimes,
    years,
    top: chosen.map((i) => years[i]!),
    indexedTotalCents,
    colas,
  };
}

/** Everything the explanation needs besides the result (see earningsPiaFacts.ts). */
export interface EarningsPiaWorking {
  result: EarningsPiaResult;
  birth: BirthDate | null;
  /** Every year from the first that can count to the last (the record's, or the year before eligibility). */
  years: EarningsYear[];
  /** The sum of the top years' indexed earnings, cents. */
  indexedTotalCents: number;
  /** The earnings the result was worked out from (record and future years), cents by year. */
  cents: ReadonlyMap<number, number>;
  sources: ReadonlyMap<number, EarningsYear['source']>;
}

const EMPTY_BEND_POINTS: readonly [number, number] = [0, 0];

function emptyResult(status: EarningsPiaStatus, ignored: EarningsPiaResult['ignored'] = []): EarningsPiaResult {
  return {
    status,
    aime: 0,
    piaAtEligibility: 0,
    pia: 0,
    eligibilityYear: 0,
    indexingYear: 0,
    topYears: [],
    computationYears: 0,
    bendPoints: EMPTY_BEND_POINTS,
    colas: [],
    futureYears: [],
    ignored,
    credits: 0,
    creditsNeeded: 0,
    insured: false,
    notes: [],
  };
}

/** Credits on the record, counting pre-1978 years at most (wages spread over the quarters) and at least (one quarter). */
function creditsOn(cents: ReadonlyMap<number, number>): { most: number; least: number } {
  let most = 0;
  let least = 0;
  for (const [year, amount] of cents) {
    if (year >= QUARTER_OF_COVERAGE_BASE.year) {
      const credits = Math.min(MAX_CREDITS_A_YEAR, Math.floor(amount / (quarterOfCoverageAmount(year) * 100)));
      most += credits;
      least += credits;
    } else {
      most += Math.min(MAX_CREDITS_A_YEAR, Math.floor(amount / (PRE_1978_WAGES_FOR_A_QUARTER * 100)));
      least += amount >= PRE_1978_WAGES_FOR_A_QUARTER * 100 ? 1 : 0;
    }
  }
  return { most, least };
}

/** Elapsed years for a birth year (SSA counting): after 1950, or after the year of turning 21, and before the year of 62. */
const elapsedYearsFor = (ssaBirthYear: number) =>
  ssaBirthYear + ELIGIBILITY_AGE - Math.max(FIRST_COUNTED_EARNINGS_YEAR, ssaBirthYear + ELAPSED_YEARS_FROM_AGE);

/** The number of computation years for a birth year (SSA counting): elapsed years less 5, at least 2. */
export function computationYearsFor(ssaBirthYear: number): number {
  return Math.max(MIN_COMPUTATION_YEARS, elapsedYearsFor(ssaBirthYear) - DROPOUT_YEARS);
}

/** piaFromEarnings with its working: the full year list and the exact indexed total, for the explanation. */
export function workPiaFromEarnings(input: EarningsPiaInput, extra?: ReadonlyMap<number, number>): EarningsPiaWorking {
  const safe: Partial<EarningsPiaInput> = input !== null && typeof input === 'object' ? input : {};
  const birth = readBirthDate(safe.birthDate);
  const none = { years: [], indexedTotalCents: 0, cents: new Map(), sources: new Map() };
  if (!birth) return { result: emptyResult('invalid-birth-date'), birth, ...none };
  const { cents: recorded, ignored } = readEarnings(safe.earnings, birth);
  const eligibilityYear = birth.ssaYear + ELIGIBILITY_AGE;
  if (bendPoints(eligibilityYear) === null)
    return { result: emptyResult('before-wage-indexed-formula', ignored), birth, ...none };

  const cents = new Map(recorded);
  const sources = new Map<number, EarningsYear['source']>();
  const future = futureYearsFor(recorded, birth, safe.futureEarnings, safe.stopWorkAge);
  for (const { year, cents: amount } of future) {
    cents.set(year, amount);
    sources.set(year, 'future');
  }
  for (const [year, amount] of extra ?? []) {
    cents.set(year, amount);
    sources.set(year, 'future');
  }

  const computationYears = computationYearsFor(birth.ssaYear);
  const core = compute(birth, cents, sources, computationYears);
  const indexingYear = birth.ssaYear + INDEXING_AGE;
  const notes: EarningsPiaNote[] = [];
  if (indexingYear > PIA_SERIES_NEWEST_YEAR.averageWageIndex) notes.push('wage-index-held-at-newest');
  if (eligibilityYear > PIA_SERIES_NEWEST_YEAR.bendPoints) notes.push('bend-points-held-at-newest');
  if ([...cents.keys()].some((year) => year > PIA_SERIES_NEWEST_YEAR.taxableMaximum))
    notes.push('taxable-maximum-held-at-newest');
  if (eligibilityYear > COLA_NEWEST_YEAR) notes.push('no-cola-yet');
  const earningYears = core.years.filter((y) => y.counted > 0).length;
  if (earningYears === 0) notes.push('no-earnings');
  else if (earningYears < computationYears) notes.push('fewer-earning-years-than-computation-years');
  if (birth.ssaYear < 1930) notes.push('earlier-methods-not-compared');
  const { most, least } = creditsOn(cents);
  const creditsNeeded = Math.min(
    FULLY_INSURED_CREDITS.max,
    Math.max(FULLY_INSURED_CREDITS.min, elapsedYearsFor(birth.ssaYear)),
  );
  if (most < creditsNeeded) notes.push('not-insured');
  else if (least < creditsNeeded) notes.push('insured-status-uncertain');

  return {
    result: {
      status: 'ok',
      aime: core.aime,
      piaAtEligibility: core.piaAtEligibilityDimes / 10,
      pia: core.piaDimes / 10,
      eligibilityYear,
      indexingYear,
      topYears: core.top,
      computationYears,
      bendPoints: bendPoints(eligibilityYear)!,
      colas: core.colas,
      futureYears: future.map(({ year, cents: amount }) => ({ year, earnings: amount / 100 })),
      ignored,
      credits: most,
      creditsNeeded,
      insured: most >= creditsNeeded,
      notes,
    },
    birth,
    years: core.years,
    indexedTotalCents: core.indexedTotalCents,
    cents,
    sources,
  };
}

/**
 * The PIA from an earnings record (issue I3, item 1).
 *
 * - `birthDate`: 'YYYY-MM-DD', or `{ year, month?, day? }` (see BirthDateInput). SSA's rule for a
 *   birthday on the 1st applies: born 1 January 1963 → turns 62 on 31 December 2024 → eligibility
 *   year 2024, indexing year 2022.
 * - `earnings`: `{ [year]: amount }`, the Social Security taxed earnings of each year (numbers, or
 *   strings such as "$45,678"). Each year is capped at its taxable maximum. Years before 1951, before
 *   the birth year or after age 100, and keys that are not years, are left out and listed in `ignored`.
 *   A year not in the record counts as zero.
 * - `futureEarnings`: 'none' (default: the reader has stopped work) or 'same-as-last': the amount of
 *   the record's newest year again for each later year until `stopWorkAge` (default 67, 18–80), the
 *   year of that birthday counting the months before the birthday only.
 *
 * Returns `{ aime, piaAtEligibility, pia, eligibilityYear, indexingYear, topYears }` and the working
 * (see EarningsPiaResult). `pia` carries every COLA held (the newest: 2.8 % for December 2025) from
 * the year of eligibility on; for a later eligibility year it equals `piaAtEligibility`. A worker who
 * turns 60 after the newest published wage index is figured at that year's wage level (SSA's "today's
 * dollars"), and the notes say so. Every figure is finite; bad input gives a status, never a throw.
 * Earnings after 62 count (SSA recomputes the PIA with them, at the eligibility year's bend points).
 * Insured status is reported (`credits`, `creditsNeeded`, `insured`, notes) but does not change the
 * figures. Not included: the special minimum PIA, and the pre-1979 formulas for those born before 1930
 * (noted).
 */
export function piaFromEarnings(input: EarningsPiaInput): EarningsPiaResult {
  return workPiaFromEarnings(input).result;
}
