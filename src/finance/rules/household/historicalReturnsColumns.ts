/**
 * The columns of the US annual returns that historicalReturns.ts holds (written by
 * scripts/gen-historical-returns.mjs from src/finance/rules/data/historical-returns.csv; see
 * rules/data/README.md for the columns and how the copy was checked).
 * Each array is indexed by calendar year − HISTORY_FIRST_YEAR; percent (43.81 means +43.81 %).
 */
export interface HistoricalReturns {
  /** S&P 500 with dividends reinvested. */
  readonly stocks: readonly number[];
  /** 3-month Treasury bill, the year's average rate. */
  readonly tbills: readonly number[];
  /** 10-year Treasury bond: coupon plus price change. */
  readonly tnotes10y: readonly number[];
  /** Moody's Baa corporate bond, same method. */
  readonly baaCorporate: readonly number[];
  /** CPI-U, December to December. */
  readonly inflation: readonly number[];
}
