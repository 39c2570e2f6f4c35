/**
 * The three markets a plan is tested against (issue I1 item 2):
 * - steady: one nominal return on invested savings and one inflation rate, every year;
 * - history: every start year from 1928, each year replaying that calendar year's stocks, 10-year Treasury
 *   bonds, T-bills (cash) and CPI inflation in order (rules/household/historicalReturns.ts);
 * - Monte Carlo: paths built by drawing whole historical years (stocks, bonds, bills and inflation of the
 *   same year, so their links are kept), with replacement, from a seeded generator: the same seed always
 *   gives the same paths.
 * A market is a table of yearly growth factors (one row per historical year, and one steady row) and, per
 * path, the row each plan year reads.
 */
import { HISTORICAL_RETURNS, HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR } from '../rules/household/historicalReturns';

export const HISTORY_YEARS = HISTORY_LAST_YEAR - HISTORY_FIRST_YEAR + 1;
/** The table row that holds the steady market. */
export const STEADY_ROW = HISTORY_YEARS;

export interface MarketTable {
  /** Growth of invested savings over a year: 1 + (stock share × stocks + bond share × bonds − fees) / 100. */
  invest: Float64Array;
  /** Growth of cash: T-bills in history; in the steady market cash keeps its value (it earns the inflation rate). */
  cash: Float64Array;
  /** 1 + inflation / 100. */
  prices: Float64Array;
}

export interface MarketMix {
  /** Fraction 0–1, rebalanced every year. */
  stockShare: number;
  feePercent: number;
  steadyReturnPercent: number;
  steadyInflationPercent: number;
}

export function marketTable(mix: MarketMix): MarketTable {
  const { stocks, tnotes10y, tbills, inflation } = HISTORICAL_RETURNS;
  const t: MarketTable = {
    invest: new Float64Array(HISTORY_YEARS + 1),
    cash: new Float64Array(HISTORY_YEARS + 1),
    prices: new Float64Array(HISTORY_YEARS + 1),
  };
  for (let k = 0; k < HISTORY_YEARS; k++) {
    t.invest[k] = 1 + (mix.stockShare * stocks[k]! + (1 - mix.stockShare) * tnotes10y[k]! - mix.feePercent) / 100;
    t.cash[k] = 1 + tbills[k]! / 100;
    t.prices[k] = 1 + inflation[k]! / 100;
  }
  t.invest[STEADY_ROW] = 1 + (mix.steadyReturnPercent - mix.feePercent) / 100;
  t.cash[STEADY_ROW] = 1 + mix.steadyInflationPercent / 100;
  t.prices[STEADY_ROW] = 1 + mix.steadyInflationPercent / 100;
  return t;
}

/** Rows for the steady market: every year the steady row. */
export function steadyRows(years: number): Int32Array {
  return new Int32Array(years).fill(STEADY_ROW);
}

/** Every historical row in order; a start year s reads from offset s − 1928. */
export const HISTORY_ROWS: Int32Array = Int32Array.from({ length: HISTORY_YEARS }, (_, k) => k);

/** Start years whose whole plan fits in the data: every s from 1928 while s + years − 1 is held. */
export function historyStartYears(years: number): number[] {
  const starts: number[] = [];
  for (let s = HISTORY_FIRST_YEAR; s + years - 1 <= HISTORY_LAST_YEAR; s++) starts.push(s);
  return starts;
}

/**
 * The rows of a historical start the data does not cover to the plan's end (the year-by-year table offers
 * every start year held): the start's years up to the data's last replay it, and the years after follow
 * the steady market (the plan's steady return and inflation), the simplest assumption that invents no
 * history. Returns the rows (read from offset 0) and how many of the plan's years replay the data.
 */
export function partialHistoryRows(startYear: number, years: number): { rows: Int32Array; replayed: number } {
  const first = startYear - HISTORY_FIRST_YEAR;
  const replayed = Math.max(0, Math.min(years, HISTORY_LAST_YEAR - startYear + 1));
  const rows = new Int32Array(years).fill(STEADY_ROW);
  for (let k = 0; k < replayed; k++) rows[k] = first + k;
  return { rows, replayed };
}

/**
 * A small seeded generator (Mulberry32, Tommy Ettinger's public-domain 32-bit mixer): uniform numbers in
 * [0, 1) from one 32-bit state. Not for secrets; enough to draw years repeatably.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Monte Carlo rows: `paths` × `years` historical rows drawn with replacement; path p reads from p × years. */
export function monteCarloRows(paths: number, years: number, seed: number): Int32Array {
  const random = seededRandom(seed);
  const rows = new Int32Array(paths * years);
  for (let i = 0; i < rows.length; i++) rows[i] = Math.floor(random() * HISTORY_YEARS);
  return rows;
}
