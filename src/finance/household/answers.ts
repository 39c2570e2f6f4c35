/**
 * The household plan's answers (issue I1 items 3 and 4) as facts: how many historical starts lasted, the
 * worst start and when its savings ran out, the highest spending that lasted in every start, the 10th, 50th
 * and 90th percentile savings by age (history and Monte Carlo), the median Monte Carlo path's years, the
 * steady projection, and the levers that would change the answer.
 */
import { HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR } from '../rules/household/historicalReturns';
import { HOUSEHOLD_PERCENTILES, SAFE_SPENDING_STEP } from '../rules/household/plan';
import { LIFE_TABLE_YEAR, chanceOfReachingAge } from '../rules/socialSecurity/socialSecurityLifeTable';
import { rmdStartAge } from '../rules/tax/rmdTable';
import { MAX_MONEY } from '../core/num';
import { HISTORY_ROWS, historyStartYears, monteCarloRows, partialHistoryRows, steadyRows } from './market';
import { readHouseholdInput, type Plan } from './readInput';
import type { Schedule } from './schedule';
import { runPath, type PathRun, type Prepared } from './simulate';
import { historyRuns, outcomeOf, prepare } from './prepare';
import { leverFacts } from './levers';
import type {
  HistoryStart,
  HouseholdAnswer,
  HouseholdError,
  HouseholdHeadline,
  HouseholdMonteCarlo,
  HouseholdSafeSpending,
  HouseholdYear,
  LeverFact,
  MarketChoice,
  PathOutcome,
  PercentileRow,
} from './types';

/** Nearest-rank percentile of a sorted list: the value at rank ⌈p/100 × N⌉. */
const nearestRank = (sorted: Float64Array, percent: number) =>
  sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)] ?? 0;

/** The 10th, 50th and 90th percentiles of one year's column of savings (sorted in place). */
function percentilesOf(column: Float64Array): [number, number, number] {
  column.sort();
  return HOUSEHOLD_PERCENTILES.map((pct) => nearestRank(column, pct)) as [number, number, number];
}

function percentiles(s: Schedule, totals: Float64Array, nominalTotals: Float64Array, paths: number): PercentileRow[] {
  const n = s.years;
  const column = new Float64Array(paths);
  const nominal = new Float64Array(paths);
  const rows: PercentileRow[] = [];
  if (paths === 0) return rows;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < paths; j++) {
      column[j] = totals[j * n + i]!;
      nominal[j] = nominalTotals[j * n + i]!;
    }
    const [p10, p50, p90] = percentilesOf(column);
    const [p10Nominal, p50Nominal, p90Nominal] = percentilesOf(nominal);
    rows.push({
      year: s.firstYear + i,
      ageA: s.ageA[i]! >= 0 ? s.ageA[i]! : null,
      ageB: s.ageB[i]! >= 0 ? s.ageB[i]! : null,
      p10,
      p50,
      p90,
      p10Nominal,
      p50Nominal,
      p90Nominal,
    });
  }
  return rows;
}

/**
 * The highest yearly spending (today's dollars, a whole number of steps) that lasts in every historical
 * start: the smallest of the starts' own highest spendings. Each start lasts at any lower spending (more
 * spending never helps, properties.test.ts), so: take the highest spending one start can carry (a doubling
 * bracket, then bisection, running that start alone); check every start at it, stopping at the first that
 * runs short; if one does, take the highest that start can carry below it; and so on. The candidate only
 * falls, and in practice one or two starts bind, so this costs a couple of passes over the starts.
 */
export function safeSpending(p: Prepared, step = SAFE_SPENDING_STEP): number {
  const starts = historyStartYears(p.schedule.years);
  if (starts.length === 0) return 0;
  const lasts = (start: number, spending: number) =>
    runPath(p, HISTORY_ROWS, start - HISTORY_FIRST_YEAR, spending, { stopAtShortfall: true }).lasted;
  /** The highest whole number of steps, at most `ceiling`, that `start` carries (0 when even 0 is too much). */
  const highestFor = (start: number, ceiling: number): number => {
    if (!lasts(start, 0)) return 0;
    let lo = 0;
    let hi = ceiling + step;
    while (hi - lo > step) {
      const mid = Math.max(lo + step, Math.floor((lo + hi) / 2 / step) * step);
      if (lasts(start, mid)) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  // A ceiling for the first start: the plan's spending doubled until that start runs short.
  let ceiling = Math.max(step, Math.ceil(p.plan.spending / step) * step);
  const first = starts[0]!;
  while (ceiling < MAX_MONEY && lasts(first, ceiling)) ceiling = Math.min(MAX_MONEY, ceiling * 2);
  let candidate = highestFor(first, ceiling);
  for (;;) {
    const short = starts.find((start) => !lasts(start, candidate));
    if (short === undefined || candidate === 0) return short === undefined ? candidate : 0;
    // Start from the start that binds now: the next pass checks it first.
    starts.splice(starts.indexOf(short), 1);
    starts.unshift(short);
    candidate = highestFor(short, candidate - step);
  }
}

/** Rank paths by years lasted, then what is left; the median is the nearest-rank 50th. */
function medianIndex(runs: readonly PathRun[]): number {
  const order = runs.map((_, j) => j);
  order.sort(
    (x, y) =>
      runs[x]!.lastedYears - runs[y]!.lastedYears || runs[x]!.endBalanceToday - runs[y]!.endBalanceToday || x - y,
  );
  return order[Math.max(0, Math.ceil(order.length / 2) - 1)] ?? 0;
}

/** A plan read and made ready once, for the parts of the answer to share. */
interface Ready {
  plan: Plan;
  errors: HouseholdError[];
  p: Prepared;
}

const ready = (raw: unknown): Ready => {
  const { plan, errors } = readHouseholdInput(raw);
  return { plan, errors, p: prepare(plan) };
};

function headlineOf({ plan, errors, p }: Ready): HouseholdHeadline {
  const s = p.schedule;
  const n = s.years;
  const starts = historyStartYears(n);
  const historyTotals = new Float64Array(starts.length * n);
  const historyNominal = new Float64Array(starts.length * n);
  const history = historyRuns(p, plan.spending, historyTotals, historyNominal).map(
    ({ startYear, run }): HistoryStart => ({
      startYear,
      ...outcomeOf(s, run),
    }),
  );
  let worst: HistoryStart | null = null;
  for (const h of history)
    if (
      !worst ||
      h.lastedYears < worst.lastedYears ||
      (h.lastedYears === worst.lastedYears && h.endBalanceToday < worst.endBalanceToday)
    )
      worst = h;
  const steadyYears: HouseholdYear[] = [];
  const steady = outcomeOf(s, runPath(p, steadyRows(n), 0, plan.spending, { rows: steadyYears }));
  const [A, B] = plan.people;
  const chanceA = chanceOfReachingAge(A!.age, plan.planningAge, A!.sex);
  const chanceB = B ? chanceOfReachingAge(B.age, plan.planningAge, B.sex) : null;
  return {
    errors,
    assumptions: {
      taxTableYear: s.rules.baseYear,
      irmaaTableYear: s.rules.irmaaYear,
      rmdStartAgeA: rmdStartAge(A!.birthYear, A!.birthMonth),
      rmdStartAgeB: B ? rmdStartAge(B.birthYear, B.birthMonth) : null,
      historyFirstYear: HISTORY_FIRST_YEAR,
      historyLastYear: HISTORY_LAST_YEAR,
      lifeTableYear: LIFE_TABLE_YEAR,
      steadyReturnPercent: plan.steadyReturnPercent,
      steadyInflationPercent: plan.steadyInflationPercent,
      stockSharePercent: plan.stockShare * 100,
      feePercent: plan.feePercent,
      withdrawalOrder: plan.order,
      fillBracketRate: plan.fillRate,
      conversion: plan.conversion,
    },
    firstYear: plan.firstYear,
    years: n,
    couple: s.couple,
    planningAge: plan.planningAge,
    longevity: { a: chanceA, b: chanceB, either: chanceB === null ? chanceA : 1 - (1 - chanceA) * (1 - chanceB) },
    history: {
      successCount: history.filter((h) => h.lasted).length,
      total: history.length,
      starts: history,
      worst,
      percentiles: percentiles(s, historyTotals, historyNominal, history.length),
    },
    steady: { ...steady, rows: steadyYears },
  };
}

function monteCarloOf({ plan, p }: Ready): HouseholdMonteCarlo {
  const s = p.schedule;
  const n = s.years;
  const mcRows = monteCarloRows(plan.paths, n, plan.seed);
  const mcTotals = new Float64Array(plan.paths * n);
  const mcNominal = new Float64Array(plan.paths * n);
  const mcRuns: PathRun[] = [];
  for (let j = 0; j < plan.paths; j++)
    mcRuns.push(
      runPath(p, mcRows, j * n, plan.spending, { totals: mcTotals, nominalTotals: mcNominal, totalsOffset: j * n }),
    );
  const medianPath = medianIndex(mcRuns);
  const medianRows: HouseholdYear[] = [];
  runPath(p, mcRows, medianPath * n, plan.spending, { rows: medianRows });
  return {
    paths: plan.paths,
    seed: plan.seed,
    successCount: mcRuns.filter((r) => r.lasted).length,
    percentiles: percentiles(s, mcTotals, mcNominal, plan.paths),
    medianPath,
    median: outcomeOf(s, mcRuns[medianPath]!),
    medianRows,
  };
}

const safeSpendingOf = ({ p }: Ready): HouseholdSafeSpending => ({ amount: safeSpending(p), step: SAFE_SPENDING_STEP });

/**
 * The parts of the answer, each on its own, so a Web Worker can post the headline (history, worst start,
 * steady projection) first and the heavier parts as they finish. Each reads the input again: reading costs
 * far less than any part.
 */
export const householdHeadline = (raw: unknown): HouseholdHeadline => headlineOf(ready(raw));
export const householdMonteCarlo = (raw: unknown): HouseholdMonteCarlo => monteCarloOf(ready(raw));
export const householdSafeSpending = (raw: unknown): HouseholdSafeSpending => safeSpendingOf(ready(raw));
export const householdLevers = (raw: unknown): LeverFact[] => {
  const r = ready(raw);
  return leverFacts(r.plan, r.p.schedule);
};

/** The whole answer at once: the headline, Monte Carlo, the highest spending that lasted everywhere, and the levers. */
export function householdAnswer(raw: unknown): HouseholdAnswer {
  const r = ready(raw);
  return {
    ...headlineOf(r),
    monteCarlo: monteCarloOf(r),
    safeSpending: safeSpendingOf(r),
    levers: leverFacts(r.plan, r.p.schedule),
  };
}

export interface HouseholdYearsResult {
  errors: HouseholdAnswer['errors'];
  /** The market the years follow (a start year outside the data is brought to the nearest one held). */
  market: MarketChoice;
  /**
   * A historical start: how many of the plan's years replay the data (all of them for a start the data covers
   * in full; fewer for a later start, whose other years follow the steady market). Null for the other markets.
   */
  replayedYears: number | null;
  outcome: PathOutcome;
  rows: HouseholdYear[];
}

/**
 * The year-by-year table of one path: the steady market, a historical start year, or a Monte Carlo path. Any
 * start year the data holds can be shown (issue I1 item 3 names 1966, 2000 and 2008): a start too late for the
 * data to cover the whole plan replays the data to its last year, then follows the steady market
 * (partialHistoryRows); `replayedYears` says how many years replayed the data. The answer's count of starts
 * that lasted uses only the starts the data covers in full (historyStartYears).
 */
export const householdYears = (raw: unknown, choice: MarketChoice): HouseholdYearsResult => yearsOf(ready(raw), choice);

function yearsOf({ plan, errors, p }: Ready, choice: MarketChoice): HouseholdYearsResult {
  const n = p.schedule.years;
  const rows: HouseholdYear[] = [];
  let market: MarketChoice = { mode: 'steady' };
  let replayedYears: number | null = null;
  let run: PathRun;
  if (choice?.mode === 'history') {
    const wanted = Math.floor(Number.isFinite(choice.startYear) ? choice.startYear : HISTORY_FIRST_YEAR);
    const startYear = Math.min(HISTORY_LAST_YEAR, Math.max(HISTORY_FIRST_YEAR, wanted));
    market = { mode: 'history', startYear };
    const path = partialHistoryRows(startYear, n);
    replayedYears = path.replayed;
    run = runPath(p, path.rows, 0, plan.spending, { rows });
  } else if (choice?.mode === 'monteCarlo') {
    const all = monteCarloRows(plan.paths, n, plan.seed);
    let path: number;
    if (choice.path === 'median') {
      const runs: PathRun[] = [];
      for (let j = 0; j < plan.paths; j++) runs.push(runPath(p, all, j * n, plan.spending));
      path = medianIndex(runs);
    } else path = Math.min(plan.paths - 1, Math.max(0, Math.floor(Number.isFinite(choice.path) ? choice.path : 0)));
    market = { mode: 'monteCarlo', path };
    run = runPath(p, all, path * n, plan.spending, { rows });
  } else run = runPath(p, steadyRows(n), 0, plan.spending, { rows });
  return { errors, market, replayedYears, outcome: outcomeOf(p.schedule, run), rows };
}

/**
 * One plan read and made ready once, for every part of its answer: a Web Worker asks for the headline, then
 * the table of years, then the highest spending that lasted, of the same figures, and reads them only once.
 * Each part gives the same answer as the function of the same name.
 */
export interface HouseholdSession {
  headline: () => HouseholdHeadline;
  years: (choice: MarketChoice) => HouseholdYearsResult;
  safeSpending: () => HouseholdSafeSpending;
  monteCarlo: () => HouseholdMonteCarlo;
  levers: () => LeverFact[];
}

export function householdSession(raw: unknown): HouseholdSession {
  const r = ready(raw);
  return {
    headline: () => headlineOf(r),
    years: (choice) => yearsOf(r, choice),
    safeSpending: () => safeSpendingOf(r),
    monteCarlo: () => monteCarloOf(r),
    levers: () => leverFacts(r.plan, r.p.schedule),
  };
}
