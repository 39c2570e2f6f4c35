/** The answers (issue I1 items 2–4): markets, the worst start, the spending that lasted everywhere, percentiles, levers. */
import { describe, it, expect } from 'vitest';
import {
  householdAnswer,
  householdHeadline,
  householdLevers,
  householdMonteCarlo,
  householdSafeSpending,
  householdYears,
  safeSpending,
} from './answers';
import { historyRuns, prepare } from './prepare';
import { readHouseholdInput } from './readInput';
import {
  HISTORY_YEARS,
  historyStartYears,
  marketTable,
  monteCarloRows,
  partialHistoryRows,
  seededRandom,
  STEADY_ROW,
} from './market';
import type { HouseholdAnswer, HouseholdInput } from './types';

/** A couple, 65 and 63 in 2026, with 1.1 million saved and 80,000 a year to spend. */
const COUPLE: HouseholdInput = {
  firstYear: 2026,
  a: {
    birthYear: 1961,
    birthMonth: 5,
    traditional: 600_000,
    socialSecurity: { kind: 'atFullRetirementAge', monthly: 2_800, claimAge: 67 },
  },
  b: {
    birthYear: 1963,
    birthMonth: 9,
    traditional: 250_000,
    socialSecurity: { kind: 'atFullRetirementAge', monthly: 1_600, claimAge: 65 },
  },
  planningAge: 95,
  roth: 100_000,
  taxable: 200_000,
  taxableBasisShare: 0.6,
  cash: 30_000,
  annualSpending: 95_000,
  stockSharePercent: 60,
  feePercent: 0.3,
  steady: { returnPercent: 5, inflationPercent: 2.5 },
  monteCarlo: { paths: 300, seed: 42 },
};

describe('markets', () => {
  it('history replays calendar years in order: row k is 1928 + k; the steady row holds the one return and inflation', () => {
    const t = marketTable({ stockShare: 0.6, feePercent: 0.5, steadyReturnPercent: 5, steadyInflationPercent: 2.5 });
    // 1931 row (k = 3): stocks −43.84, 10-year bonds −2.56, bills 2.31, inflation −9.32.
    expect(t.invest[3]).toBeCloseTo(1 + (0.6 * -43.84 + 0.4 * -2.56 - 0.5) / 100, 12);
    expect(t.cash[3]).toBeCloseTo(1.0231, 12);
    expect(t.prices[3]).toBeCloseTo(1 - 0.0932, 12);
    expect([t.invest[STEADY_ROW], t.cash[STEADY_ROW], t.prices[STEADY_ROW]]).toEqual([1.045, 1.025, 1.025]);
    expect(historyStartYears(31)).toHaveLength(68);
    expect(historyStartYears(99)).toEqual([]);
  });
  it('Monte Carlo draws whole historical years from a fixed seed: the same seed, the same paths; another seed, others', () => {
    const a = monteCarloRows(1_000, 30, 12345);
    expect(monteCarloRows(1_000, 30, 12345)).toEqual(a);
    expect(monteCarloRows(1_000, 30, 12346)).not.toEqual(a);
    expect(a.every((row) => row >= 0 && row < HISTORY_YEARS)).toBe(true);
    // Every historical year is drawn, about equally often (30,000 draws, 98 years: about 306 each).
    const counts = new Array<number>(HISTORY_YEARS).fill(0);
    for (const row of a) counts[row]!++;
    expect(Math.min(...counts)).toBeGreaterThan(230);
    expect(Math.max(...counts)).toBeLessThan(390);
  });
  it('the seeded generator is Mulberry32: the same numbers as the algorithm written out another way here', () => {
    // Mulberry32 (Tommy Ettinger, public domain), on 32-bit words held in a Uint32Array.
    const reference = (seed: number) => {
      const s = new Uint32Array([seed]);
      return () => {
        s[0] = s[0]! + 0x6d2b79f5;
        const t = new Uint32Array([s[0]!]);
        t[0] = Math.imul(t[0]! ^ (t[0]! >>> 15), t[0]! | 1);
        t[0] = t[0]! ^ (t[0]! + Math.imul(t[0]! ^ (t[0]! >>> 7), t[0]! | 61));
        return ((t[0]! ^ (t[0]! >>> 14)) >>> 0) / 2 ** 32;
      };
    };
    for (const seed of [0, 1, 42, 4_294_967_295]) {
      const ours = seededRandom(seed);
      const theirs = reference(seed);
      for (let i = 0; i < 1_000; i++) expect(ours()).toBe(theirs());
    }
  });
});

describe('householdAnswer — history', () => {
  const answer: HouseholdAnswer = householdAnswer(COUPLE);
  it('counts every start that fits: 2026 to the younger’s 95th year (2058) is 33 years, so starts 1928–1993', () => {
    expect(answer.years).toBe(33);
    expect(answer.history.total).toBe(66);
    expect(answer.history.starts[0]!.startYear).toBe(1928);
    expect(answer.history.successCount).toBe(answer.history.starts.filter((s) => s.lasted).length);
  });
  it('the worst start is the one that lasted fewest years, 1966 here; its savings ran out in 2045, at 84 and 82', () => {
    const worst = answer.history.worst!;
    expect(Math.min(...answer.history.starts.map((s) => s.lastedYears))).toBe(worst.lastedYears);
    expect(worst).toMatchObject({
      startYear: 1966,
      lasted: false,
      lastedYears: 19,
      ranOutYear: 2045,
      ranOutAgeA: 84,
      ranOutAgeB: 82,
    });
    const { rows } = householdYears(COUPLE, { mode: 'history', startYear: 1966 });
    expect(rows[19]!.shortfall).toBeGreaterThan(1);
    expect(rows.slice(0, 19).every((r) => r.shortfall <= 1)).toBe(true);
    // Some starts lasted and some did not.
    expect(answer.history.successCount).toBeGreaterThan(0);
    expect(answer.history.successCount).toBeLessThan(66);
  });
  it('the highest spending that lasted in every start lasts in every start, and $100 more does not', () => {
    const safe = answer.safeSpending.amount;
    expect(safe % 100).toBe(0);
    const { plan } = readHouseholdInput(COUPLE);
    const p = prepare(plan);
    expect(historyRuns(p, safe).every((r) => r.run.lasted)).toBe(true);
    expect(historyRuns(p, safe + 100).every((r) => r.run.lasted)).toBe(false);
    expect(safeSpending(p)).toBe(safe);
  });
  it('percentiles of savings by year: 10th ≤ 50th ≤ 90th, one row a year, with ages', () => {
    for (const rows of [answer.history.percentiles, answer.monteCarlo.percentiles]) {
      expect(rows).toHaveLength(33);
      expect(rows.every((r) => r.p10 <= r.p50 && r.p50 <= r.p90)).toBe(true);
      expect(rows.every((r) => r.p10Nominal <= r.p50Nominal && r.p50Nominal <= r.p90Nominal)).toBe(true);
      expect([rows[0]!.ageA, rows[0]!.ageB, rows[32]!.ageB]).toEqual([65, 63, 95]);
    }
  });
  it('percentiles in future dollars rank each start’s own year-end savings, before dividing by its prices', () => {
    const nominalEnds = answer.history.starts.map(
      (start) => householdYears(COUPLE, { mode: 'history', startYear: start.startYear }).rows[10]!.endTotal,
    );
    nominalEnds.sort((x, y) => x - y);
    // Nearest rank over 66 starts: the 10th percentile is the 7th (⌈6.6⌉), the median the 33rd, the 90th the 60th (⌈59.4⌉).
    const row = answer.history.percentiles[10]!;
    expect([row.p10Nominal, row.p50Nominal, row.p90Nominal]).toEqual([
      nominalEnds[6],
      nominalEnds[32],
      nominalEnds[59],
    ]);
  });
});

describe('householdAnswer — Monte Carlo, steady and the year tables', () => {
  const answer = householdAnswer(COUPLE);
  it('is reproducible: the same input (seed 42) gives the same answer', () => {
    expect(householdAnswer(COUPLE).monteCarlo).toEqual(answer.monteCarlo);
  });
  it('the median path is the middle one ranked by years lasted then savings left, and its table is that path', () => {
    const mc = answer.monteCarlo;
    expect(mc.paths).toBe(300);
    // Every year is shown, the short ones too.
    expect(mc.medianRows).toHaveLength(33);
    const again = householdYears(COUPLE, { mode: 'monteCarlo', path: 'median' });
    expect(again.market).toEqual({ mode: 'monteCarlo', path: mc.medianPath });
    expect(again.rows).toEqual(mc.medianRows);
    expect(again.outcome).toEqual(mc.median);
  });
  it('the steady projection: spending grows 2.5 % a year; today’s dollars are the year’s divided by the price level', () => {
    const rows = answer.steady.rows;
    expect(rows[10]!.spending).toBeCloseTo(95_000 * 1.025 ** 10, 6);
    expect(rows[10]!.endTotalToday).toBeCloseTo(rows[10]!.endTotal / 1.025 ** 11, 6);
  });
  it('any start year the data holds can be shown; a year outside the data is brought to the nearest one held', () => {
    expect(householdYears(COUPLE, { mode: 'history', startYear: 2020 }).market).toEqual({
      mode: 'history',
      startYear: 2020,
    });
    expect(householdYears(COUPLE, { mode: 'history', startYear: 2100 }).market).toEqual({
      mode: 'history',
      startYear: 2025,
    });
    expect(householdYears(COUPLE, { mode: 'history', startYear: 1800 }).market).toEqual({
      mode: 'history',
      startYear: 1928,
    });
  });
  it('a start the data covers in full replays all 33 years, the same run the answer counted (1966, the worst)', () => {
    const years = householdYears(COUPLE, { mode: 'history', startYear: 1966 });
    expect(years.replayedYears).toBe(33);
    const worst = householdHeadline(COUPLE).history.worst!;
    expect(years.outcome).toEqual({
      lastedYears: worst.lastedYears,
      lasted: worst.lasted,
      ranOutYear: worst.ranOutYear,
      ranOutAgeA: worst.ranOutAgeA,
      ranOutAgeB: worst.ranOutAgeB,
      endBalanceToday: worst.endBalanceToday,
    });
  });
  it('2000 and 2008 (issue I1 item 3): the data’s years to 2025 are replayed, the years after follow the steady 5 % return and 2.5 % inflation', () => {
    const t = marketTable({ stockShare: 0.6, feePercent: 0.3, steadyReturnPercent: 5, steadyInflationPercent: 2.5 });
    for (const [startYear, replayed] of [
      [2000, 26],
      [2008, 18],
    ] as const) {
      const { rows, replayedYears, market } = householdYears(COUPLE, { mode: 'history', startYear });
      expect(market).toEqual({ mode: 'history', startYear });
      expect(replayedYears).toBe(replayed);
      expect(rows).toHaveLength(33);
      // Spending rises with each replayed year's CPI (row k of the table is 1928 + k) …
      for (let i = 1; i < replayed + 1; i++)
        expect(rows[i]!.spending / rows[i - 1]!.spending).toBeCloseTo(t.prices[startYear - 1928 + i - 1]!, 10);
      // … and by the steady 2.5 % once the data has run out.
      for (let i = replayed + 1; i < 33; i++) expect(rows[i]!.spending / rows[i - 1]!.spending).toBeCloseTo(1.025, 10);
    }
    // 2008's first year replays 2008's fall: the savings lost money that year.
    expect(householdYears(COUPLE, { mode: 'history', startYear: 2008 }).rows[0]!.returns).toBeLessThan(0);
  });
  it('the partial rows: replayed years read the data in order, the rest the steady row; none past the data', () => {
    expect(Array.from(partialHistoryRows(2023, 5).rows)).toEqual([95, 96, 97, STEADY_ROW, STEADY_ROW]);
    expect(partialHistoryRows(2023, 5).replayed).toBe(3);
    expect(partialHistoryRows(1928, 3)).toEqual({ rows: Int32Array.from([0, 1, 2]), replayed: 3 });
  });
});

describe('levers: what would change the answer', () => {
  const answer = householdAnswer(COUPLE);
  const lever = (id: string) => answer.levers.find((l) => l.id === id)!;
  it('claiming at 70: from the reader’s 67; recounted over the same 66 starts', () => {
    expect(lever('claimAt70')).toMatchObject({ applies: true, from: 67, to: 70, total: 66 });
  });
  it('spending 10 % less lasts at least as often; 20 points more and fewer stocks; converting to the 12 % top until RMDs', () => {
    expect(lever('spendLess')).toMatchObject({ applies: true, from: 95_000, to: 85_500 });
    expect(lever('spendLess').successCount).toBeGreaterThanOrEqual(answer.history.successCount);
    expect(lever('moreStocks')).toMatchObject({ applies: true, from: 60, to: 80 });
    expect(lever('fewerStocks')).toMatchObject({ applies: true, from: 60, to: 40 });
    expect(lever('convertToBracketUntilRmd')).toMatchObject({ applies: true, from: 0, to: 12 });
  });
  it('each lever’s count is the plan recounted with that one change', () => {
    const changed = householdAnswer({ ...COUPLE, stockSharePercent: 80 });
    expect(lever('moreStocks').successCount).toBe(changed.history.successCount);
    const later = householdAnswer({
      ...COUPLE,
      a: { ...COUPLE.a, socialSecurity: { kind: 'atFullRetirementAge', monthly: 2_800, claimAge: 70 } },
      b: { ...COUPLE.b!, socialSecurity: { kind: 'atFullRetirementAge', monthly: 1_600, claimAge: 70 } },
    });
    expect(lever('claimAt70').successCount).toBe(later.history.successCount);
  });
  it('a lever that changes nothing does not apply: all in stocks already, benefits already paid', () => {
    const paid = householdAnswer({
      ...COUPLE,
      stockSharePercent: 100,
      a: { ...COUPLE.a, socialSecurity: { kind: 'alreadyPaid', monthly: 2_800 } },
      b: { ...COUPLE.b!, socialSecurity: { kind: 'alreadyPaid', monthly: 1_600 } },
      monteCarlo: { paths: 10 },
    });
    expect(paid.levers.find((l) => l.id === 'moreStocks')!.applies).toBe(false);
    expect(paid.levers.find((l) => l.id === 'claimAt70')!.applies).toBe(false);
  });
});

describe('longevity: the chance of living to the planning age (SSA period life table 2022)', () => {
  it('one person, and at least one of a couple (independent lives)', () => {
    const answer = householdAnswer({ ...COUPLE, monteCarlo: { paths: 5 } });
    const { a, b, either } = answer.longevity;
    expect(a).toBeGreaterThan(0.05);
    expect(a).toBeLessThan(0.25);
    expect(either).toBeCloseTo(1 - (1 - a) * (1 - b!), 12);
  });
});

describe('the answer in parts, for a worker to post one by one', () => {
  it('each part asked alone is that part of the whole answer', () => {
    const whole = householdAnswer(COUPLE);
    const { monteCarlo, safeSpending: safe, levers, ...headline } = whole;
    expect(householdHeadline(COUPLE)).toEqual(headline);
    expect(householdMonteCarlo(COUPLE)).toEqual(monteCarlo);
    expect(householdSafeSpending(COUPLE)).toEqual(safe);
    expect(householdLevers(COUPLE)).toEqual(levers);
    // Plain data: a structured clone (what postMessage does) is equal to it.
    expect(structuredClone(whole)).toEqual(whole);
  });
});
