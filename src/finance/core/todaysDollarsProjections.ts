/**
 * Each multi-year projection of the site "in today's dollars": the tool's own result, with every
 * amount that falls in a later year divided by the price rise until then (see todaysDollars.ts).
 * Amounts of the first year (year 0) and figures that are not money (ages, percentages) stay as
 * they are. Pure; the tool passes in the inflation rate it uses.
 * The Roth and Social Security conversions live in roth.ts and socialSecurity.ts, beside the
 * bounds they read: imported from here they pulled both engines into every tool's shared chunk.
 */
import { toFinite } from './num';
import { MAX_DEFLATION_YEARS, toTodaysDollars } from './todaysDollars';
import type { PlanOutcome, PlannerRow } from '../tax/withdrawalPlanner';
import type { EquityYear } from '../home/homeEquity';
import type { CreditGrowthPoint } from '../home/reverseMortgage';

const PLANNER_MONEY: readonly (keyof PlannerRow)[] = [
  'rmd',
  'socialSecurity',
  'medicareSurcharge',
  'traditionalWithdrawal',
  'rothWithdrawal',
  'taxableWithdrawal',
  'totalIncome',
  'taxOwed',
  'afterTaxIncome',
  'traditionalBalance',
  'rothBalance',
  'taxableBalance',
];

/**
 * Withdrawal planner: row i is i years from the plan's first year (the tax year), so the first
 * row is already in today's dollars. Totals are the sums of the converted rows.
 */
export function plannerInTodaysDollars(rows: readonly PlannerRow[], inflationPercent: number) {
  const real = rows.map((row, index) => {
    const copy: PlannerRow = { ...row };
    for (const key of PLANNER_MONEY) {
      const value = row[key];
      if (typeof value === 'number') (copy[key] as number) = toTodaysDollars(value, index, inflationPercent);
    }
    return copy;
  });
  const totalTaxes = real.reduce((sum, r) => sum + r.taxOwed, 0);
  const totalAfterTaxIncome = real.reduce((sum, r) => sum + r.afterTaxIncome, 0);
  const totalMedicareSurcharge = real.reduce((sum, r) => sum + r.medicareSurcharge, 0);
  return { rows: real, totalTaxes, totalAfterTaxIncome, totalMedicareSurcharge };
}

/** The planner's ending in today's dollars: what is left, or paid and needed, falls in year `yearIndex` of the plan. */
export function plannerOutcomeInTodaysDollars(outcome: PlanOutcome | null, inflationPercent: number) {
  if (!outcome) return { outcome, leftAtEnd: 0 };
  const real = (amount: number) => toTodaysDollars(amount, outcome.yearIndex, inflationPercent);
  const shown: PlanOutcome = outcome.lasted
    ? { ...outcome, left: real(outcome.left) }
    : { ...outcome, paid: real(outcome.paid), needed: real(outcome.needed) };
  return { outcome: shown, leftAtEnd: shown.lasted ? shown.left : 0 };
}

export interface HsaBalances {
  year5: number;
  year10: number;
  year15: number;
  year20: number;
  retirement: number;
}

/** HSA: the balance "in N years" is N years out; the balance at retirement is `yearsToRetirement` out. */
export function hsaBalancesInTodaysDollars(
  balances: HsaBalances,
  yearsToRetirement: number,
  inflationPercent: number,
): HsaBalances {
  return {
    year5: toTodaysDollars(balances.year5, 5, inflationPercent),
    year10: toTodaysDollars(balances.year10, 10, inflationPercent),
    year15: toTodaysDollars(balances.year15, 15, inflationPercent),
    year20: toTodaysDollars(balances.year20, 20, inflationPercent),
    retirement: toTodaysDollars(balances.retirement, yearsToRetirement, inflationPercent),
  };
}

/**
 * The same amount paid once a year for `years` years, the first payment now: the sum of
 * amount / (1 + i)^t for t = 0 … years − 1.
 */
export function levelPaymentsInTodaysDollars(amount: number, years: number, inflationPercent: number): number {
  const count = Math.min(MAX_DEFLATION_YEARS, Math.max(0, Math.floor(toFinite(years))));
  let total = 0;
  for (let t = 0; t < count; t++) total += toTodaysDollars(amount, t, inflationPercent);
  return total;
}

/**
 * LTC: care costs are already at today's prices (the model does not raise them), so only the
 * level premium changes: it is paid once a year from now for `premiumYears` years, and the
 * premium paid t years from now is worth premium / (1 + i)^t today.
 */
export function ltcInTodaysDollars(
  result: { annualPremium: number; premiumYears: number; selfInsuranceCost: number },
  inflationPercent: number,
): { totalPremiums: number; potentialSavings: number } {
  const totalPremiums = levelPaymentsInTodaysDollars(result.annualPremium, result.premiumYears, inflationPercent);
  const potentialSavings = Math.max(0, toFinite(result.selfInsuranceCost) - totalPremiums);
  return { totalPremiums, potentialSavings };
}

/** Home equity: each projection row is `row.year` years from today. */
export function equityProjectionInTodaysDollars(rows: readonly EquityYear[], inflationPercent: number): EquityYear[] {
  return rows.map((row) => ({
    ...row,
    homeValue: toTodaysDollars(row.homeValue, row.year, inflationPercent),
    mortgageBalance: toTodaysDollars(row.mortgageBalance, row.year, inflationPercent),
    equity: toTodaysDollars(row.equity, row.year, inflationPercent),
  }));
}

/** Reverse mortgage: the unused line of credit at each point is `point.year` years from now. */
export function creditLineGrowthInTodaysDollars(
  points: readonly CreditGrowthPoint[],
  inflationPercent: number,
): CreditGrowthPoint[] {
  return points.map((p) => ({ ...p, available: toTodaysDollars(p.available, p.year, inflationPercent) }));
}
