/**
 * What the returns data says about fixed-length retirements, for the prose (articleFigures.ts): for each
 * start year whose whole window is in the data, the highest withdrawal, as a share of the savings at the
 * start and raised with prices each year, that a portfolio of stocks and 10-year Treasury bonds
 * (rebalanced yearly, no fees, no tax) could pay for the whole window. Withdrawals are taken at the start
 * of each year; the year's real growth factor is g = (1 + stock share × stocks + bond share × bonds) ÷
 * (1 + inflation). Savings last n years exactly when w × Σₖ Dₖ ≤ 1 with D₀ = 1 and Dₖ = Π_{t<k} 1/gₜ,
 * so the highest rate is 1 ÷ Σₖ Dₖ. The data: Damodaran's yearly returns (historicalReturns.ts).
 */
import { HISTORICAL_RETURNS, HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR } from './historicalReturns.ts';

export interface WithdrawalWindow {
  startYear: number;
  /** The highest inflation-adjusted first-year withdrawal, percent of the savings at the start. */
  ratePercent: number;
}

/** Every full window of `years` years in the data, with its highest sustainable withdrawal rate. */
export function withdrawalWindows(years: number, stockShare: number): WithdrawalWindow[] {
  const r = HISTORICAL_RETURNS;
  const windows: WithdrawalWindow[] = [];
  for (let start = HISTORY_FIRST_YEAR; start + years - 1 <= HISTORY_LAST_YEAR; start++) {
    let discount = 1;
    let sum = 0;
    for (let k = 0; k < years; k++) {
      sum += discount;
      const i = start - HISTORY_FIRST_YEAR + k;
      const nominal = 1 + (stockShare * r.stocks[i]! + (1 - stockShare) * r.tnotes10y[i]!) / 100;
      discount /= nominal / (1 + r.inflation[i]! / 100);
    }
    windows.push({ startYear: start, ratePercent: 100 / sum });
  }
  return windows;
}

/** The 30-year windows of a 60/40 portfolio (the article's figures). */
export const ARTICLE_WINDOW = { years: 30, stockShare: 0.6 } as const;
