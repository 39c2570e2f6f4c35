/** A plan made ready to run along any market path, and the history runs every answer starts from. */
import { HISTORY_FIRST_YEAR } from '../rules/household/historicalReturns';
import { HISTORY_ROWS, historyStartYears, marketTable } from './market';
import type { Plan } from './readInput';
import { buildSchedule, type Schedule } from './schedule';
import { runPath, type PathRun, type Prepared } from './simulate';
import { irmaaLookup } from './yearTax';
import type { PathOutcome } from './types';

export function prepare(plan: Plan, schedule: Schedule = buildSchedule(plan)): Prepared {
  return {
    plan,
    schedule,
    market: marketTable({
      stockShare: plan.stockShare,
      feePercent: plan.feePercent,
      steadyReturnPercent: plan.steadyReturnPercent,
      steadyInflationPercent: plan.steadyInflationPercent,
    }),
    irmaa: irmaaLookup(schedule.rules),
  };
}

export function outcomeOf(s: Schedule, run: PathRun): PathOutcome {
  const i = run.ranOutIndex;
  const age = (ages: Int16Array) => (i >= 0 && ages[i]! >= 0 ? ages[i]! : null);
  return {
    lastedYears: run.lastedYears,
    lasted: run.lasted,
    ranOutYear: i >= 0 ? s.firstYear + i : null,
    ranOutAgeA: age(s.ageA),
    ranOutAgeB: age(s.ageB),
    endBalanceToday: run.endBalanceToday,
  };
}

/** How many historical starts last at a spending, with each start's outcome and end-of-year savings (first-year and future dollars). */
export function historyRuns(p: Prepared, spending: number, totals?: Float64Array, nominalTotals?: Float64Array) {
  const n = p.schedule.years;
  return historyStartYears(n).map((startYear, j) => ({
    startYear,
    run: runPath(p, HISTORY_ROWS, startYear - HISTORY_FIRST_YEAR, spending, {
      totals,
      nominalTotals,
      totalsOffset: j * n,
    }),
  }));
}

/** How many historical starts last (each run stops at its first short year: only the count is wanted). */
export function historySuccessCount(p: Prepared, spending: number): number {
  let count = 0;
  for (const startYear of historyStartYears(p.schedule.years))
    if (runPath(p, HISTORY_ROWS, startYear - HISTORY_FIRST_YEAR, spending, { stopAtShortfall: true }).lasted) count++;
  return count;
}
