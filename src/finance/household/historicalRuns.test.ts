import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { historicalRuns } from './historicalRuns';
import { historicalRuns as exported } from '../index';
import { expectFiniteAndNonNegative, hostileRecord } from '../testing/financeTestKit';

describe('historicalRuns — worked by hand from the CSV rows (src/finance/rules/data/historical-returns.csv)', () => {
  it('1928–1929, 100,000, spending 10,000, 60 % stocks, 0.5 % fees: ends 99,688.02, or 100,276.37 in 1928 dollars', () => {
    // Rows: 1928 stocks 43.81, tnotes10y 0.84, inflation −1.16; 1929 stocks −8.30, tnotes10y 4.20, inflation 0.58.
    // 1928: withdraw 10,000 → 90,000; × (1 + (0.6 × 43.81 + 0.4 × 0.84 − 0.5)/100) = × 1.26122 → 113,509.80.
    // 1929: withdraw 10,000 × (1 − 0.0116) = 9,884 → 103,625.80; × (1 + (0.6 × −8.30 + 0.4 × 4.20 − 0.5)/100) = × 0.962
    //       → 99,688.0196.
    // Real: 99,688.0196 ÷ (0.9884 × 1.0058) = 99,688.0196 ÷ 0.99413272 = 100,276.369.
    const { runs } = historicalRuns({
      startBalance: 100_000,
      annualSpending: 10_000,
      years: 2,
      stockShare: 0.6,
      feePercent: 0.5,
    });
    expect(runs[0]!.startYear).toBe(1928);
    expect(runs[0]!.lastedYears).toBe(2);
    expect(runs[0]!.endBalanceReal).toBeCloseTo(100_276.369, 2);
    // Two-year runs start 1928 to 2024: 97 of them.
    expect(runs).toHaveLength(97);
  });
  it('1929–1931 all in stocks, 25,000 and 10,000 a year: lasts 2 years, then 1931’s 9,414.29 is not covered', () => {
    // 1929: 25,000 − 10,000 = 15,000; × (1 − 0.0830) = 13,755.
    // 1930: withdraw 10,000 × 1.0058 = 10,058 → 3,697; × (1 − 0.2512) = 2,768.31.
    // 1931: the withdrawal is 10,058 × (1 − 0.0640) = 9,414.29, more than 2,768.31: the run fails in its third year.
    const { runs } = historicalRuns({
      startBalance: 25_000,
      annualSpending: 10_000,
      years: 3,
      stockShare: 1,
      feePercent: 0,
    });
    const run1929 = runs.find((r) => r.startYear === 1929)!;
    expect(run1929).toEqual({ startYear: 1929, lastedYears: 2, endBalanceReal: 0 });
  });
  it('a balance exactly equal to the withdrawal covers it (in full) and ends at 0: every one-year run succeeds', () => {
    const r = historicalRuns({
      startBalance: 40_000,
      annualSpending: 40_000,
      years: 1,
      stockShare: 0.5,
      feePercent: 1,
    });
    expect(r.runs).toHaveLength(98);
    expect(r.successRate).toBe(1);
    expect(r.runs.every((run) => run.lastedYears === 1 && run.endBalanceReal === 0)).toBe(true);
  });
  it('2008 in bonds only, no spending: 1 + 20.10 % over 0.09 % inflation = 1,199.92 real per 1,000', () => {
    // 2008 row: tnotes10y 20.10, inflation 0.09: 1,000 × 1.201 ÷ 1.0009 = 1,199.92.
    const { runs } = historicalRuns({ startBalance: 1_000, annualSpending: 0, years: 1, stockShare: 0, feePercent: 0 });
    expect(runs.find((r) => r.startYear === 2008)!.endBalanceReal).toBeCloseTo(1_199.92, 2);
  });
  it('is exported from src/finance/index.ts under its own name', () => {
    expect(exported).toBe(historicalRuns);
  });
});

/**
 * An independent implementation of the conventions, written another way: straight from the CSV text,
 * in start-year dollars throughout (a real balance, spending constant in real terms, each year's
 * growth divided by that year's inflation), one recursive step per year.
 */
const csvRows = fs
  .readFileSync(path.join(__dirname, '..', 'rules', 'data', 'historical-returns.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const cells = line.split(',').map(Number);
    return { year: cells[0]!, stocks: cells[1]!, bonds: cells[3]!, cpi: cells[5]! };
  });

function independentRuns(start: number, spend: number, years: number, share: number, fee: number) {
  const step = (real: number, rows: typeof csvRows, done: number): { lasted: number; real: number } => {
    if (done === years) return { lasted: done, real };
    if (real < spend) return { lasted: done, real: 0 };
    const [row, ...rest] = rows;
    const nominalGrowth = 1 + (share * row!.stocks + (1 - share) * row!.bonds - fee) / 100;
    return step(((real - spend) * nominalGrowth) / (1 + row!.cpi / 100), rest, done + 1);
  };
  return csvRows
    .filter((_, i) => i + years <= csvRows.length)
    .map((row, i) => ({ startYear: row.year, ...step(start, csvRows.slice(i), 0) }));
}

describe('historicalRuns agrees with an independent implementation written from the CSV text', () => {
  it('for any balance, spending, length, stock share and fee', () => {
    fc.assert(
      fc.property(
        // Dollars and cents, as a reader types them (subnormal doubles would round apart in the two ways of counting).
        fc.integer({ min: 0, max: 500_000_000 }).map((cents) => cents / 100),
        fc.integer({ min: 0, max: 30_000_000 }).map((cents) => cents / 100),
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (start, spend, years, share, fee) => {
          const ours = historicalRuns({
            startBalance: start,
            annualSpending: spend,
            years,
            stockShare: share,
            feePercent: fee,
          });
          const theirs = independentRuns(start, spend, years, share, fee);
          expect(ours.runs.map((r) => r.startYear)).toEqual(theirs.map((r) => r.startYear));
          ours.runs.forEach((r, i) => {
            const t = theirs[i]!;
            expect(r.lastedYears, `start ${r.startYear}`).toBe(t.lasted);
            const expected = r.lastedYears === years ? t.real : 0;
            // The two ways of counting round differently in the last bits only.
            expect(Math.abs(r.endBalanceReal - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, expected));
          });
          const successes = theirs.filter((t) => t.lasted === years).length;
          expect(ours.successRate).toBeCloseTo(theirs.length ? successes / theirs.length : 0, 12);
        },
      ),
      { numRuns: 300 },
    );
  });
  it('the classic 4 % rule: 1,000,000, 40,000, 30 years, 60 % stocks, no fees lasts in every start 1928–1996 but not with 6 %', () => {
    const four = historicalRuns({
      startBalance: 1e6,
      annualSpending: 40_000,
      years: 30,
      stockShare: 0.6,
      feePercent: 0,
    });
    const theirs = independentRuns(1e6, 40_000, 30, 0.6, 0);
    expect(four.runs.map((r) => r.lastedYears)).toEqual(theirs.map((t) => t.lasted));
    const six = historicalRuns({
      startBalance: 1e6,
      annualSpending: 60_000,
      years: 30,
      stockShare: 0.6,
      feePercent: 0,
    });
    expect(six.successRate).toBeLessThan(four.successRate);
  });
});

describe('historicalRuns — properties', () => {
  it('hostile input → every number finite, none negative, success rate within 0–1', () => {
    fc.assert(
      fc.property(
        hostileRecord(['startBalance', 'annualSpending', 'years', 'stockShare', 'feePercent'] as const),
        (raw) => {
          const r = historicalRuns(raw);
          expectFiniteAndNonNegative(r);
          expect(r.successRate).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 200 },
    );
    expect(historicalRuns(null).runs.length).toBe(98);
  });
  it('more spending never raises the success rate; a larger balance never lowers it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2e6, noNaN: true }),
        fc.double({ min: 0, max: 2e5, noNaN: true }),
        fc.double({ min: 0, max: 2e5, noNaN: true }),
        fc.integer({ min: 1, max: 50 }),
        (balance, spend, extra, years) => {
          const at = (b: number, s: number) =>
            historicalRuns({ startBalance: b, annualSpending: s, years, stockShare: 0.6, feePercent: 0.2 }).successRate;
          expect(at(balance, spend + extra)).toBeLessThanOrEqual(at(balance, spend));
          expect(at(balance + extra, spend)).toBeGreaterThanOrEqual(at(balance, spend));
        },
      ),
      { numRuns: 100 },
    );
  });
});
