/**
 * The facts behind a PIA worked out from an earnings record, as data for "How this is calculated"
 * (issue I3, item 3): the best years' indexed total, the AIME, each band of the PIA formula, which
 * years count and which do not, the zero years among the best, and what one more year of work at the
 * last year's pay would add (worked out again, not estimated). Numbers and codes only: the words
 * layer says them.
 */
import { readNumber } from '../core/num';
import { EARNINGS_PIA_BOUNDS } from './earningsPiaBounds';
import {
  EARNINGS_FALLBACK_STOP_WORK_AGE,
  PIA_RATES_PERCENT,
  PIA_SERIES_NEWEST_YEAR,
  PIA_SERIES_SOURCES,
} from '../rules/socialSecurity/piaFormula';
import {
  piaFormulaCents,
  workPiaFromEarnings,
  type EarningsPiaInput,
  type EarningsPiaResult,
  type EarningsYear,
} from './earningsPia';

export interface EarningsPiaFactsInput extends EarningsPiaInput {
  /**
   * The calendar year now, for "one more year of work" (the earliest year that can still be worked).
   * Default: the newest year with a published taxable maximum (2026).
   */
  currentYear?: number;
}

/** One band of the PIA formula: "90 % of the first $1,226 of AIME", "32 % of the next …", "15 % of the rest". */
export interface PiaBand {
  /** 90, 32 or 15. */
  ratePercent: number;
  /** The band's edges in dollars of AIME; `to` is null for the top band. */
  from: number;
  to: number | null;
  /** How much of the AIME falls in the band, dollars. */
  aimeInBand: number;
  /** `ratePercent` % of `aimeInBand`, dollars and cents. */
  amount: number;
}

export interface OneMoreYear {
  /**
   * 'extra-year': one more calendar year at the last year's pay, the year after the record and not before
   * `currentYear`. 'stop-a-year-later': with "the same as my last year until age N", stopping at N + 1.
   */
  kind: 'extra-year' | 'stop-a-year-later';
  /** The year added; for 'stop-a-year-later', the year of the new stop birthday (its months before the birthday count). */
  year: number;
  /** The pay assumed: the record's newest year with earnings, as given (capped at each year's maximum). */
  earnings: number;
  /** The added year's amount after indexing (at face value from the indexing year on); the stop year's for 'stop-a-year-later'. */
  indexed: number;
  aime: number;
  piaAtEligibility: number;
  pia: number;
  /** How much higher `pia` would be, dollars a month (0 when the year would not be one of the best). */
  monthlyGain: number;
  /** The year it would push out of the best years (a zero year or a low one); null if it would not count. */
  replaces: { year: number; indexed: number } | null;
}

export interface EarningsPiaFacts {
  result: EarningsPiaResult;
  /** The sum of the best years' indexed earnings, dollars and cents. */
  indexedTotal: number;
  /** The months the total is divided by: 12 × the computation years (420 for 35 years). */
  months: number;
  /** The formula's three bands on this AIME (all three, even when the AIME does not reach one: then 0). */
  bands: PiaBand[];
  /** The sum of the bands before the PIA is rounded down to the dime. */
  piaBeforeRounding: number;
  /** Every year that can count, in calendar order, each marked whether it is one of the best. */
  years: (EarningsYear & { counts: boolean })[];
  /** Years with nothing that are among the best (zero years in the average). */
  zeroYearsCounted: number[];
  /** Years whose earnings were above the year's taxable maximum (only the maximum counts). */
  cappedYears: number[];
  /** What one more year of work at the last year's pay would give; null with no earnings to repeat or no result. */
  oneMoreYear: OneMoreYear | null;
  /** The official source of each series, and the newest year each holds. */
  sources: typeof PIA_SERIES_SOURCES;
  newestYears: typeof PIA_SERIES_NEWEST_YEAR;
}

/** The three bands of the PIA formula on a whole-dollar AIME. */
export function piaBands(aime: number, [first, second]: readonly [number, number]): PiaBand[] {
  const [low, middle, high] = PIA_RATES_PERCENT;
  const inBands = [
    Math.min(aime, first),
    Math.max(0, Math.min(aime, second) - first),
    Math.max(0, aime - second),
  ] as const;
  return [
    { ratePercent: low, from: 0, to: first, aimeInBand: inBands[0], amount: (low * inBands[0]) / 100 },
    { ratePercent: middle, from: first, to: second, aimeInBand: inBands[1], amount: (middle * inBands[1]) / 100 },
    { ratePercent: high, from: second, to: null, aimeInBand: inBands[2], amount: (high * inBands[2]) / 100 },
  ];
}

/**
 * piaFromEarnings and the facts that explain it. Same input, plus `currentYear` for "one more year".
 */
export function explainPiaFromEarnings(input: EarningsPiaFactsInput): EarningsPiaFacts {
  const working = workPiaFromEarnings(input);
  const { result } = working;
  const top = new Set(result.topYears.map((y) => y.year));
  const years = working.years.map((y) => ({ ...y, counts: top.has(y.year) }));
  return {
    result,
    indexedTotal: working.indexedTotalCents / 100,
    months: result.computationYears * 12,
    bands: piaBands(result.aime, result.bendPoints),
    piaBeforeRounding: piaFormulaCents(result.aime, result.bendPoints) / 100,
    years,
    zeroYearsCounted: result.topYears.filter((y) => y.counted === 0).map((y) => y.year),
    cappedYears: working.years.filter((y) => y.earnings > y.taxableMaximum).map((y) => y.year),
    oneMoreYear: result.status === 'ok' ? oneMoreYear(input, working) : null,
    sources: PIA_SERIES_SOURCES,
    newestYears: PIA_SERIES_NEWEST_YEAR,
  };
}

function oneMoreYear(
  input: EarningsPiaFactsInput,
  working: ReturnType<typeof workPiaFromEarnings>,
): OneMoreYear | null {
  const recorded = [...working.cents.entries()].filter(
    ([year, cents]) => cents > 0 && working.sources.get(year) !== 'future',
  );
  if (recorded.length === 0) return null;
  const [, payCents] = recorded.reduce((newest, entry) => (entry[0] > newest[0] ? entry : newest));
  const birthYear = working.birth!.year;
  const latest = birthYear + EARNINGS_PIA_BOUNDS.latestEarningsAge;
  let again: ReturnType<typeof workPiaFromEarnings>;
  let year: number;
  if (working.result.futureYears.length > 0) {
    // Work already goes on to an age: one more year is stopping a year later.
    const { min, max } = EARNINGS_PIA_BOUNDS.stopWorkAge;
    const stopWorkAge = Math.floor(readNumber(input.stopWorkAge, min, max, EARNINGS_FALLBACK_STOP_WORK_AGE)) + 1;
    if (stopWorkAge > EARNINGS_PIA_BOUNDS.stopWorkAge.max) return null;
    again = workPiaFromEarnings({ ...input, stopWorkAge });
    year = birthYear + stopWorkAge;
  } else {
    const lastYear = Math.max(...working.cents.keys());
    const now = Math.floor(readNumber(input.currentYear, birthYear, latest, PIA_SERIES_NEWEST_YEAR.taxableMaximum));
    year = Math.max(lastYear + 1, now);
    if (year > latest) return null;
    again = workPiaFromEarnings(input, new Map([[year, payCents]]));
  }
  if (again.result.status !== 'ok') return null;
  const added = again.years.find((y) => y.year === year);
  const before = new Set(working.result.topYears.map((y) => y.year));
  const after = new Set(again.result.topYears.map((y) => y.year));
  const pushedOut = working.result.topYears.find((y) => !after.has(y.year));
  return {
    kind: working.result.futureYears.length > 0 ? 'stop-a-year-later' : 'extra-year',
    year,
    earnings: payCents / 100,
    indexed: added?.indexed ?? 0,
    aime: again.result.aime,
    piaAtEligibility: again.result.piaAtEligibility,
    pia: again.result.pia,
    monthlyGain: Math.round((again.result.pia - working.result.pia) * 10) / 10,
    replaces:
      pushedOut && [...after].some((y) => !before.has(y)) ? { year: pushedOut.year, indexed: pushedOut.indexed } : null,
  };
}
