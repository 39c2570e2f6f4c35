/**
 * Every historical start year, replayed with no taxes and no income: issue I1, item 9 ("export for an
 * independent check"). The conventions are fixed there and repeated here, because another
 * implementation is checked against this one:
 * - data: rules/household/historicalReturns.ts, 1928 to its last year; `stocks` and `tnotes10y` are the
 *   returns and `inflation` is CPI, all in percent;
 * - start years: every year s from 1928 while s + years − 1 is in the data;
 * - each year of a run, in order: withdraw that year's spending at the start of the year
 *   (annualSpending times the product of (1 + inflation) over the run's earlier years), then multiply
 *   what is left by 1 + (stockShare × stocks + (1 − stockShare) × tnotes10y − feePercent) / 100
 *   (the mix is rebalanced every year);
 * - a run fails in the first year whose withdrawal the balance cannot cover in full; lastedYears counts
 *   the years covered in full (years when it succeeds);
 * - endBalanceReal is the balance after the last year divided by the product of (1 + inflation) over
 *   all the run's years (start-year dollars), 0 when the run fails;
 * - successRate is the share of runs that succeed, 0 to 1 (0 when there is no run).
 */
import { readNumber } from '../core/num';
import { HISTORICAL_RETURNS, HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR } from '../rules/household/historicalReturns';
import { HISTORICAL_RUNS_BOUNDS } from './bounds';

export interface HistoricalRunsInput {
  startBalance: number;
  /** Spending in the first year; later years rise with that run's inflation. */
  annualSpending: number;
  /** Length of each run, in years. */
  years: number;
  /** Share of the balance in stocks, a fraction from 0 to 1 (the rest in 10-year Treasury bonds). */
  stockShare: number;
  /** Yearly fees, percent points taken from the year's return. */
  feePercent: number;
}

export interface HistoricalRun {
  startYear: number;
  lastedYears: number;
  endBalanceReal: number;
}

export interface HistoricalRunsResult {
  runs: HistoricalRun[];
  successRate: number;
}

export function historicalRuns(
  raw: Partial<Record<keyof HistoricalRunsInput, unknown>> | null | undefined,
): HistoricalRunsResult {
  const input = raw && typeof raw === 'object' ? raw : {};
  const B = HISTORICAL_RUNS_BOUNDS;
  const startBalance = readNumber(input.startBalance, B.money.min, B.money.max);
  const annualSpending = readNumber(input.annualSpending, B.money.min, B.money.max);
  const years = Math.floor(readNumber(input.years, B.years.min, B.years.max, B.years.min));
  const stockShare = readNumber(input.stockShare, B.stockShare.min, B.stockShare.max);
  const feePercent = readNumber(input.feePercent, B.feePercent.min, B.feePercent.max);
  const { stocks, tnotes10y, inflation } = HISTORICAL_RETURNS;

  const runs: HistoricalRun[] = [];
  let successes = 0;
  for (let start = HISTORY_FIRST_YEAR; start + years - 1 <= HISTORY_LAST_YEAR; start++) {
    let balance = startBalance;
    let prices = 1;
    let lastedYears = 0;
    for (let k = start - HISTORY_FIRST_YEAR; lastedYears < years; k++, lastedYears++) {
      const withdrawal = annualSpending * prices;
      if (balance < withdrawal) break;
      balance -= withdrawal;
      balance *= 1 + (stockShare * stocks[k]! + (1 - stockShare) * tnotes10y[k]! - feePercent) / 100;
      prices *= 1 + inflation[k]! / 100;
    }
    const lasted = lastedYears === years;
    if (lasted) successes++;
    runs.push({ startYear: start, lastedYears, endBalanceReal: lasted ? balance / prices : 0 });
  }
  return { runs, successRate: runs.length > 0 ? successes / runs.length : 0 };
}
