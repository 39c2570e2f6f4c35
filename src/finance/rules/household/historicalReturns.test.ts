import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {
  HISTORICAL_RETURNS,
  HISTORICAL_RETURNS_SOURCE,
  HISTORY_FIRST_YEAR,
  HISTORY_LAST_YEAR,
} from './historicalReturns';
import { historicalRuns } from '../../household/historicalRuns';

const lines = fs
  .readFileSync(path.join(__dirname, '..', 'data', 'historical-returns.csv'), 'utf8')
  .trim()
  .split(/\r?\n/);
const year = (y: number) => y - HISTORY_FIRST_YEAR;

describe('Damodaran’s US returns in the bundle (regenerate with scripts/gen-historical-returns.mjs)', () => {
  it('equals src/finance/rules/data/historical-returns.csv cell by cell (98 years × 5 columns, 1928–2025)', () => {
    const [header, ...rows] = lines;
    expect(header).toBe('year,stocks,tbills,tnotes10y,baa_corporate,inflation');
    expect(rows).toHaveLength(98);
    expect([HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR]).toEqual([1928, 2025]);
    const columns = [
      HISTORICAL_RETURNS.stocks,
      HISTORICAL_RETURNS.tbills,
      HISTORICAL_RETURNS.tnotes10y,
      HISTORICAL_RETURNS.baaCorporate,
      HISTORICAL_RETURNS.inflation,
    ];
    let cells = 0;
    for (const row of rows) {
      const [y, ...values] = row.split(',');
      values.forEach((value, c) => {
        expect(columns[c]![year(Number(y))], `${y} column ${c + 1}`).toBe(Number(value));
        cells++;
      });
    }
    expect(cells).toBe(490);
    for (const column of columns) expect(column).toHaveLength(98);
  });
  it('names its source: Damodaran, NYU Stern, January 2026 update', () => {
    expect(HISTORICAL_RETURNS_SOURCE).toMatch(/Damodaran/);
    expect(HISTORICAL_RETURNS_SOURCE).toMatch(/NYU Stern/);
    expect(HISTORICAL_RETURNS_SOURCE).toMatch(/January 2026/);
  });
});

describe('the data README’s checks, rerun on the bundled table (shared/data/README.md, historical-returns.csv)', () => {
  it('stocks 1928–2025: $1 grows to $11,570.01, a geometric mean of 10.02 % a year', () => {
    const grown = HISTORICAL_RETURNS.stocks.reduce((value, r) => value * (1 + r / 100), 1);
    expect(grown.toFixed(2)).toBe('11570.01');
    expect(((grown ** (1 / 98) - 1) * 100).toFixed(2)).toBe('10.02');
  });
  it('worst stock year 1931 at −43.84 %, best 1954 at 52.56 %', () => {
    const s = HISTORICAL_RETURNS.stocks;
    const worst = s.indexOf(Math.min(...s));
    const best = s.indexOf(Math.max(...s));
    expect([HISTORY_FIRST_YEAR + worst, s[worst]]).toEqual([1931, -43.84]);
    expect([HISTORY_FIRST_YEAR + best, s[best]]).toEqual([1954, 52.56]);
  });
  it('CPI factor over 1966–1995 inclusive, ∏(1 + inflation/100) = 4.8277', () => {
    const factor = HISTORICAL_RETURNS.inflation
      .slice(year(1966), year(1995) + 1)
      .reduce((f, i) => f * (1 + i / 100), 1);
    expect(factor.toFixed(4)).toBe('4.8277');
  });
  it('69 thirty-year windows (start years 1928–1996), as historicalRuns counts them', () => {
    const { runs } = historicalRuns({ startBalance: 1, annualSpending: 0, years: 30, stockShare: 0.6, feePercent: 0 });
    expect(runs).toHaveLength(69);
    expect([runs[0]!.startYear, runs.at(-1)!.startYear]).toEqual([1928, 1996]);
  });
});
