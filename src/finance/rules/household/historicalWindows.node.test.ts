import { withdrawalWindows } from './historicalWindows';
import { buildArticleFigures } from '../core/articleFigures';
import { HISTORICAL_RETURNS, HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR } from './historicalReturns';

describe('withdrawalWindows: the highest sustainable withdrawal of each historical window', () => {
  it('counts every full window: 1928–2025 holds 98 years, so 69 windows of 30 years', () => {
    expect(withdrawalWindows(30, 0.6)).toHaveLength(HISTORY_LAST_YEAR - HISTORY_FIRST_YEAR + 1 - 30 + 1);
    expect(withdrawalWindows(30, 0.6)[0]!.startYear).toBe(1928);
  });

  it('a one-year window pays everything at the start: 100 %', () => {
    for (const w of withdrawalWindows(1, 0.6)) expect(w.ratePercent).toBeCloseTo(100, 10);
  });

  it('two years by hand, 1928–1929 all in stocks: the rate is 1 ÷ (1 + 1/g₀), g₀ = 1.4381 ÷ (1 + 1928 inflation)', () => {
    const g0 = 1.4381 / (1 + HISTORICAL_RETURNS.inflation[0]! / 100);
    expect(HISTORICAL_RETURNS.stocks[0]).toBe(43.81); // Damodaran, S&P 500 with dividends, 1928
    expect(withdrawalWindows(2, 1)[0]!.ratePercent).toBeCloseTo(100 / (1 + 1 / g0), 10);
  });

  it('paying the worst start’s rate, raised with prices, leaves exactly nothing after 30 years; 0.1 point more runs out', () => {
    const windows = withdrawalWindows(30, 0.6);
    const worst = windows.reduce((a, b) => (b.ratePercent < a.ratePercent ? b : a));
    const run = (ratePercent: number) => {
      let real = 100;
      for (let k = 0; k < 30; k++) {
        const i = worst.startYear - 1928 + k;
        real -= ratePercent;
        if (real < -1e-9) return real;
        const nominal = 1 + (0.6 * HISTORICAL_RETURNS.stocks[i]! + 0.4 * HISTORICAL_RETURNS.tnotes10y[i]!) / 100;
        real *= nominal / (1 + HISTORICAL_RETURNS.inflation[i]! / 100);
      }
      return real;
    };
    expect(run(worst.ratePercent)).toBeCloseTo(0, 6);
    expect(run(worst.ratePercent + 0.1)).toBeLessThan(0);
  });

  it('the article figures name the worst start and the count of windows', () => {
    const windows = withdrawalWindows(30, 0.6);
    const worst = windows.reduce((a, b) => (b.ratePercent < a.ratePercent ? b : a));
    expect(worst.ratePercent).toBeGreaterThan(2);
    expect(worst.ratePercent).toBeLessThan(5);
    const figures = buildArticleFigures();
    expect(figures['history.window.worstStart']!.value).toBe(worst.startYear);
    expect(figures['history.window.count']!.value).toBe(69);
  });
});
